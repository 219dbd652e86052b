import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Image from '../../../blocks/image/Image';
import { ImageLoadingProvider } from '../../../runtime/render/imageLoading';
import type { ImageConfiguration } from '../../../schemas/generated/blocks/image';

const SEEDED: ImageConfiguration = {
  imageUrl: '/static/org-cellaris/img/lab-banner.svg',
  alt: 'Scientists at a Cellaris Aurion flow cytometer',
  link: '/about',
  objectFit: 'cover',
  maxHeight: '420px',
};

function renderImage(configuration: ImageConfiguration) {
  return render(<Image blockId="b1" configuration={configuration} contentJSON={null} />);
}

describe('image block', () => {
  it('shows the image inside a link named by its alt text', () => {
    renderImage(SEEDED);
    const link = screen.getByRole('link', { name: SEEDED.alt });
    expect(link).toHaveAttribute('href', '/about');
    const image = screen.getByRole('img', { name: SEEDED.alt });
    expect(image).toHaveAttribute('src', SEEDED.imageUrl);
  });

  it('loads lazily below the first screen and reserves its box with width and height', () => {
    render(
      <ImageLoadingProvider loading="lazy">
        <Image blockId="b1" configuration={SEEDED} contentJSON={null} />
      </ImageLoadingProvider>,
    );
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image).toHaveAttribute('width', '1200');
    expect(image).toHaveAttribute('height', '420');
    expect(image).toHaveStyle({ objectFit: 'cover', maxHeight: '420px' });
  });

  it('loads at once on the first screen', () => {
    renderImage(SEEDED);
    expect(screen.getByRole('img')).toHaveAttribute('loading', 'eager');
  });

  it('uses configured intrinsic sizes', () => {
    renderImage({ ...SEEDED, width: 800, height: 600 });
    const image = screen.getByRole('img');
    expect(image).toHaveAttribute('width', '800');
    expect(image).toHaveAttribute('height', '600');
  });

  it('renders no link when link is null', () => {
    renderImage({ ...SEEDED, link: null });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: SEEDED.alt })).toBeInTheDocument();
  });

  it('refuses a javascript: link but still shows the image', () => {
    renderImage({ ...SEEDED, link: 'javascript:alert(1)' });
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('names a link around a decorative image by its target', () => {
    renderImage({ ...SEEDED, alt: '' });
    expect(screen.getByRole('link', { name: 'Open /about' })).toBeInTheDocument();
  });
});

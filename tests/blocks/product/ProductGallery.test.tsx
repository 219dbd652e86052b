import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductGallery } from '../../../blocks/product/ProductGallery';

const IMAGES = [
  { url: '/img/cyto-front.svg', thumbnailUrl: '/img/cyto-front-thumb.svg', alt: 'Front view' },
  { url: '/img/cyto-optics.svg', thumbnailUrl: null, alt: 'Optical bench' },
  { url: 'javascript:alert(1)', alt: 'Refused by the URL policy' },
];

describe('the product gallery', () => {
  it('shows one large picture and lets the buyer choose another by its thumbnail', async () => {
    render(<ProductGallery images={IMAGES} title="Cytometer" />);
    expect(screen.getByRole('img', { name: 'Front view' })).toHaveAttribute(
      'src',
      '/img/cyto-front.svg',
    );
    const thumbnails = screen.getAllByRole('button', { name: /^Show image/ });
    // The refused URL is left out: two pictures, two thumbnails.
    expect(thumbnails).toHaveLength(2);
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnails[0]?.querySelector('img')).toHaveAttribute('src', '/img/cyto-front-thumb.svg');
    // Without a thumbnail of its own, the picture itself is drawn small.
    expect(thumbnails[1]?.querySelector('img')).toHaveAttribute('src', '/img/cyto-optics.svg');

    await userEvent.click(screen.getByRole('button', { name: 'Show image 2 of 2: Optical bench' }));
    expect(screen.getByRole('img', { name: 'Optical bench' })).toHaveAttribute(
      'src',
      '/img/cyto-optics.svg',
    );
    expect(thumbnails[1]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('draws nothing without a picture it may show', () => {
    const { container } = render(
      <ProductGallery images={[{ url: 'javascript:void 0', alt: 'x' }]} title="Kit" />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

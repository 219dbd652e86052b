import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import Columns from '../../../blocks/columns/Columns';
import { ImageLoadingProvider } from '../../../runtime/render/imageLoading';
import type { ColumnsConfiguration } from '../../../schemas/generated/blocks/columns';

const SEEDED: ColumnsConfiguration = {
  columns: [
    {
      heading: 'Quality',
      text: 'ISO 13485 certified manufacturing.',
      imageUrl: '/static/org-cellaris/img/quality-thumb.svg',
      link: { label: 'Learn more', url: '/about' },
    },
    {
      heading: 'Sustainability',
      text: 'Recyclable cold-chain packaging.',
      imageUrl: '/static/org-cellaris/img/sustainability-thumb.svg',
      link: { label: 'Learn more', url: '/sustainability' },
    },
  ],
  cardStyle: 'elevated',
};

function renderColumns(configuration: ColumnsConfiguration) {
  return render(<Columns blockId="c1" configuration={configuration} contentJSON={null} />);
}

describe('columns block', () => {
  it("gives the cards' headings the configured level, the third by default", () => {
    const { unmount } = renderColumns(SEEDED);
    expect(screen.getByRole('heading', { name: 'Quality', level: 3 })).toBeInTheDocument();
    unmount();
    renderColumns({ ...SEEDED, headingLevel: 2 });
    expect(screen.getByRole('heading', { name: 'Quality', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Sustainability', level: 2 })).toBeInTheDocument();
  });

  it('shows one card per column with heading, text and a distinct link', () => {
    renderColumns(SEEDED);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Quality' })).toBeInTheDocument();
    expect(first.getByText('ISO 13485 certified manufacturing.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /^Learn more\s?: Sustainability$/ })).toHaveAttribute(
      'href',
      '/sustainability',
    );
  });

  it('shows card images with a reserved box, decorative by default, lazily below the first screen', () => {
    const { container } = render(
      <ImageLoadingProvider loading="lazy">
        <Columns blockId="b1" configuration={SEEDED} contentJSON={null} />
      </ImageLoadingProvider>,
    );
    const images = container.querySelectorAll('img');
    expect(images).toHaveLength(2);
    expect(images[0]).toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('alt', '');
    expect(images[0]).toHaveAttribute('width');
    expect(images[0]).toHaveAttribute('height');
  });

  it('lays the cards out in the wrapper’s columns and gap', () => {
    const { container } = renderColumns(SEEDED);
    const grid = container.firstElementChild;
    expect(grid).toHaveClass('bf-columns', 'bf-columns-elevated');
  });

  it('leaves out an unsafe link and missing parts', () => {
    renderColumns({
      columns: [{ heading: 'Only a heading', link: { label: 'Go', url: 'javascript:alert(1)' } }],
    });
    expect(screen.getByRole('heading', { name: 'Only a heading' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('renders nothing without cards', () => {
    const { container } = renderColumns({ columns: [] });
    expect(container).toBeEmptyDOMElement();
  });
});

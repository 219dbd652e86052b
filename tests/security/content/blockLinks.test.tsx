import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import Cart from '../../../blocks/cart/Cart';
import Columns from '../../../blocks/columns/Columns';
import Footer from '../../../blocks/footer/Footer';
import HeroBanner from '../../../blocks/heroBanner/HeroBanner';
import { renderWithGateway } from '../../blocks/dataBlockHarness';

/**
 * Blocks whose link fields used to skip the link check (issue 14): each hostile value is
 * rendered as text, falls back to the field's default page, or leaves its button out.
 */

const HOSTILE = 'java\tscript:alert(1)';

function hrefs(container: HTMLElement): string[] {
  return [...container.querySelectorAll('a[href]')].map((link) => link.getAttribute('href')!);
}

describe('block link fields go through the URL policy', () => {
  it('hero: no button for a hostile target, no image for a data: source', () => {
    const { container } = render(
      <HeroBanner
        blockId="h"
        configuration={{
          heading: 'Hero',
          imageUrl: 'data:image/svg+xml,<svg onload=alert(1)>',
          primaryButton: { label: 'Go', url: HOSTILE },
        }}
        contentJSON={null}
      />,
    );
    expect(screen.queryByRole('link', { name: 'Go' })).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('footer: column and legal links with hostile targets are text', () => {
    const { container } = render(
      <Footer
        blockId="f"
        configuration={{
          columns: [
            {
              heading: 'Company',
              links: [
                { label: 'Backslash', url: '/\\evil.example' },
                { label: 'About', url: '/about' },
              ],
            },
          ],
          legalLinks: [{ label: 'Terms', url: 'vbscript:msgbox(1)', external: true }],
          copyright: '©',
        }}
        contentJSON={null}
      />,
    );
    expect(within(container).getByText('Backslash').closest('a')).toBeNull();
    expect(within(container).getByText('Terms').closest('a')).toBeNull();
    expect(hrefs(container)).toEqual(['/about']);
  });

  it('columns: a protocol-relative card link leaves no link', () => {
    const { container } = render(
      <Columns
        blockId="c"
        configuration={{
          columns: [{ heading: 'Card', link: { label: 'More', url: '//evil.example' } }],
        }}
        contentJSON={null}
      />,
    );
    expect(hrefs(container)).toEqual([]);
  });

  it('cart: a hostile continue-shopping target falls back to the home page', async () => {
    renderWithGateway(
      <MemoryRouter initialEntries={['/cart']}>
        <Cart
          blockId="c1"
          configuration={{ continueShoppingUrl: '%6Aavascript:alert(1)' }}
          contentJSON={null}
        />
      </MemoryRouter>,
      () => ({ statusCode: 200, content: 'ERROR: No records Found.' }),
    );
    expect(await screen.findByRole('link', { name: 'Continue shopping' })).toHaveAttribute(
      'href',
      '/',
    );
  });
});

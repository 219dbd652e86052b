import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, MemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import Catalogue from '../../../blocks/catalogue/Catalogue';
import { setAddToCartHandler } from '../../../runtime/domain/cart/cartBridge';
import type { CatalogueConfiguration } from '../../../schemas/generated/blocks/catalogue';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

const CONFIG: CatalogueConfiguration = {
  heading: 'Reagents',
  catalogId: 'ecat-cytometry',
  itemGroups: ['Antibodies', 'Beads'],
  productTemplateId: 'tpl-product',
  friendlyTemplate: 'product_detail',
  friendlyUrlPattern: '{group}/{title}',
  pageSize: 24,
  cardFields: ['sku', 'packSize'],
};

const item = (n: number, requirement: string, group = 'Antibodies') => ({
  itemId: `a1Cellaris000000${n}`,
  catalogItemId: `a1ECellaris000000${n}`,
  sku: `FC-${n}`,
  title: `Product ${n}`,
  description: `Description ${n}`,
  thumbnail: null,
  price: 100 + n,
  currency: 'USD',
  group,
  configurationRequirement: requirement,
  attributes: { packSize: '100 tests', fluorochrome: 'FITC' },
  actions: [
    { name: 'addToCart', label: 'Add to Cart' },
    { name: 'configure', label: 'Configure' },
    { name: 'upload', label: 'Upload' },
  ],
});

const DETAILS = [
  {
    eCatalogId: 'ecat-cytometry',
    name: 'Flow',
    groups: ['Antibodies', 'Beads', 'Kits'],
    filters: [{ attribute: 'fluorochrome', label: 'Fluorochrome', values: ['FITC', 'PE'] }],
  },
];

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.search}</output>;
}

interface Answers {
  items?: ReturnType<typeof item>[];
  itemCount?: number;
}

function renderCatalogue(initial = '/flow', answers: Answers = {}) {
  return renderCatalogueIn(
    <MemoryRouter initialEntries={[initial]}>
      <Catalogue blockId="b1" configuration={CONFIG} contentJSON={null} />
      <Where />
    </MemoryRouter>,
    answers,
  );
}

function renderCatalogueIn(tree: React.ReactElement, answers: Answers = {}) {
  const items = answers.items ?? [item(1, 'No Configuration'), item(2, 'Needs Configuration')];
  return renderWithGateway(tree, (data) => {
    switch (callType(data)) {
      case 'getEcatalogDetails':
        return { statusCode: 200, content: DETAILS };
      case 'retrieveCatalogNG':
        return {
          statusCode: 200,
          content: {
            lstItems: items,
            soslOrderedItemIds: items.map((i) => i.itemId),
            itemCount: answers.itemCount ?? items.length,
          },
        };
      case 'getCatalogGroupCounts':
        return {
          statusCode: 200,
          content: [
            { group: 'Antibodies', count: 844 },
            { group: 'Beads', count: 40 },
          ],
        };
      case 'getCatalogPicklistGroupCounts':
        return {
          statusCode: 200,
          content: {
            fluorochrome: {
              label: 'Fluorochrome',
              values: [
                { value: 'FITC', count: 120 },
                { value: 'PE', count: 99 },
              ],
            },
          },
        };
      case 'saveECatalogFilters':
        return { statusCode: 200, content: { ecfr: 'aEFDn0000000000001' } };
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  });
}

/**
 * The catalogue under a data router whose loader holds every navigation until `release` (a slow
 * page answer), as the storefront's router does; `/start` is the history entry before it.
 */
function renderSlowCatalogue() {
  const waiting: (() => void)[] = [];
  let first = true;
  let holding = true;
  const router = createMemoryRouter(
    [
      { path: '/start', element: <Where /> },
      {
        path: '/flow',
        loader: async () => {
          if (first) {
            first = false;
            return null;
          }
          if (holding) await new Promise<void>((resolve) => waiting.push(resolve));
          return null;
        },
        element: (
          <>
            <Catalogue blockId="b1" configuration={CONFIG} contentJSON={null} />
            <Where />
          </>
        ),
      },
    ],
    { initialEntries: ['/start', '/flow'], initialIndex: 1 },
  );
  const rendered = renderCatalogueIn(<RouterProvider router={router} />);
  const release = () => {
    holding = false;
    for (const resolve of waiting.splice(0)) resolve();
  };
  return { ...rendered, router, release };
}

const searches = (gateway: { calls: { body: { variables: Record<string, unknown> } }[] }) =>
  gateway.calls
    .map((request) => JSON.parse(String(request.body.variables.data)) as Record<string, unknown>)
    .filter((data) => callType(data) === 'retrieveCatalogNG')
    .map((data) => JSON.parse(String(sentPayload(data).jsonData)) as Record<string, unknown>);

afterEach(() => vi.restoreAllMocks());

describe('catalogue block', () => {
  it('shows cards with friendly links, fields and the actions their requirement allows', async () => {
    renderCatalogue();
    const first = await screen.findByRole('article', { name: 'Product 1' });
    expect(within(first).getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/product_detail/antibodies/product-1/a1Cellaris0000001',
    );
    expect(within(first).getByText('100 tests')).toBeInTheDocument();
    expect(within(first).getByRole('button', { name: 'Add to Cart: Product 1' })).toBeVisible();
    expect(within(first).queryByRole('link', { name: 'Configure' })).toBeNull();
    const second = screen.getByRole('article', { name: 'Product 2' });
    expect(within(second).queryByRole('button', { name: /Add to Cart/ })).toBeNull();
    expect(within(second).getByRole('link', { name: 'Configure' })).toHaveAttribute(
      'href',
      '/configurator?itemId=a1Cellaris0000002',
    );
    expect(screen.getByText('2 products')).toBeInTheDocument();
  });

  it('shows counts beside groups and filter values, and keeps choices in the URL and the search', async () => {
    const { gateway } = renderCatalogue();
    const antibodies = await screen.findByRole('checkbox', { name: 'Antibodies (844)' });
    expect(screen.getByRole('checkbox', { name: 'FITC (120)' })).toBeInTheDocument();
    // Groups outside the block's configuration are not offered.
    expect(screen.queryByRole('checkbox', { name: /Kits/ })).toBeNull();
    await userEvent.click(antibodies);
    await userEvent.click(screen.getByRole('checkbox', { name: 'FITC (120)' }));
    await waitFor(() =>
      expect(screen.getByTestId('where')).toHaveTextContent(
        '?group=Antibodies&filter=fluorochrome%3AFITC',
      ),
    );
    await waitFor(() =>
      expect(searches(gateway).at(-1)).toMatchObject({
        catalogId: 'ecat-cytometry',
        itemGroups: ['Antibodies'],
        filters: { fluorochrome: ['FITC'] },
        page: 1,
      }),
    );
  });

  it('keeps both of two quick filter changes made while the first one is still loading, one history step', async () => {
    const { router, release } = renderSlowCatalogue();
    const antibodies = await screen.findByRole('checkbox', { name: 'Antibodies (844)' });
    await userEvent.click(antibodies);
    // The first change's navigation waits for the page's answer; the second builds on it.
    await userEvent.click(screen.getByRole('checkbox', { name: 'FITC (120)' }));
    release();
    await waitFor(() =>
      expect(router.state.location.search).toBe('?group=Antibodies&filter=fluorochrome%3AFITC'),
    );
    expect(router.state.historyAction).toBe('PUSH');
    // The change is a new history entry: back returns to the catalogue as it was.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.pathname).toBe('/flow'));
    expect(router.state.location.search).toBe('');
  });

  it('ticks a filter on the click, before its slow navigation lands, then follows the URL', async () => {
    const { router, release } = renderSlowCatalogue();
    const antibodies = await screen.findByRole('checkbox', { name: 'Antibodies (844)' });
    await userEvent.click(antibodies);
    // The page's answer has not come: the URL does not have the group yet, the box is ticked.
    expect(router.state.location.search).toBe('');
    expect(antibodies).toBeChecked();
    release();
    await waitFor(() => expect(router.state.location.search).toBe('?group=Antibodies'));
    expect(screen.getByRole('checkbox', { name: /^Antibodies/ })).toBeChecked();
    // Back: the URL no longer has the group, and the box follows it.
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: /^Antibodies/ })).not.toBeChecked(),
    );
    expect(router.state.location.search).toBe('');
  });

  it('reads search, sort and page from the URL', async () => {
    const { gateway } = renderCatalogue('/flow?q=cd4&sort=price-desc&page=2', {
      items: [item(1, '')],
      itemCount: 60,
    });
    const pages = await screen.findByRole('navigation', { name: 'Catalogue pages' });
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(pages).getAllByRole('button', { name: /^Page \d$/ })).toHaveLength(3);
    expect(searches(gateway)[0]).toMatchObject({ searchText: 'cd4', sort: 'price-desc', page: 2 });
    expect(screen.getByRole('searchbox', { name: 'Search the catalogue' })).toHaveValue('cd4');
  });

  it('says when the 2000 item cap is hit', async () => {
    renderCatalogue('/flow', { items: [item(1, '')], itemCount: 2000 });
    expect(
      await screen.findByText(
        'Showing the first 2,000 products. Narrow your search or filters to see the rest.',
      ),
    ).toBeInTheDocument();
  });

  it('shows an empty state that clears the filters', async () => {
    renderCatalogue('/flow?q=nothing', { items: [] });
    expect(await screen.findByText('No products match your search.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Clear search and filters' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent(''));
  });

  it('adds an item through the cart bridge', async () => {
    const handler = vi.fn().mockResolvedValue({ quoteId: 'Q1', itemCount: 1 });
    const unregister = setAddToCartHandler(handler);
    renderCatalogue();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart: Product 1' }));
    expect(await screen.findByText('Added to cart')).toBeInTheDocument();
    expect(handler).toHaveBeenCalledWith({ productId: 'a1Cellaris0000001', quantity: 1 });
    unregister();
  });

  it('saves the filter set and offers a link to it', async () => {
    const { gateway } = renderCatalogue('/flow?group=Beads');
    await userEvent.click(await screen.findByRole('button', { name: 'Save filter' }));
    expect(await screen.findByRole('link', { name: /ecfr=aEFDn0000000000001/ })).toBeVisible();
    const save = gateway.calls
      .map((request) => JSON.parse(String(request.body.variables.data)) as Record<string, unknown>)
      .find((data) => callType(data) === 'saveECatalogFilters');
    expect(sentPayload(save ?? {})).toMatchObject({
      catalogId: 'ecat-cytometry',
      filters: { groups: ['Beads'], filters: {}, searchText: '' },
    });
  });
});

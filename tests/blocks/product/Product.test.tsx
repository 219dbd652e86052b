import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import Product from '../../../blocks/product/Product';
import { previewableDocuments } from '../../../blocks/product/documentLinks';
import { productIdFromUrl } from '../../../blocks/product/productId';
import { setAddToCartHandler } from '../../../runtime/domain/cart/cartBridge';
import type { ProductConfiguration } from '../../../schemas/generated/blocks/product';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { mergedMetaInfoQuery } from '../../../runtime/app/templateQuery';
import { callType, gatewayHarness, renderWithGateway, sentPayload } from '../dataBlockHarness';

const CONFIG: ProductConfiguration = {
  showSku: true,
  showPrice: true,
  attributes: ['species', 'fluorochrome', 'clone'],
  documents: ['Datasheet', 'Raw data', 'Protocol'],
  showQuantity: true,
  related: { heading: 'Related products', source: 'sameGroup', limit: 2 },
};

const DETAILS = {
  itemId: 'a1Cellaris0000001',
  catalogItemId: 'a1ECellaris0000001',
  catalogId: 'ecat-cytometry',
  group: 'Antibodies',
  fields: [{ name: 'Name', label: 'Product Name', type: 'string', value: 'CD4 FITC' }],
  attributes: { species: 'Human', fluorochrome: 'FITC' },
  images: [{ url: '/img/cd4.svg', alt: 'CD4 FITC' }],
  documents: [
    { name: 'Datasheet', fileName: 'FC-1-datasheet.pdf', url: '/docs/FC-1-datasheet.pdf' },
    { name: 'Raw data', fileName: 'FC-1-raw.zip', url: '/docs/FC-1-raw.zip' },
    { name: 'Protocol', fileName: 'FC-1-protocol.docx', url: '/docs/FC-1-protocol.docx' },
  ],
};

function productPage(path: string) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <Product blockId="p1" configuration={CONFIG} contentJSON={null} />
    </MemoryRouter>
  );
}

function crmAnswers(requirement = 'No Configuration', record: Record<string, unknown> = {}) {
  return (data: Record<string, unknown>) => {
    switch (callType(data)) {
      case 'getMergedMetaInfo':
        return { statusCode: 200, content: { itemId: 'a1Cellaris0000001' } };
      case 'getFormattedObjectDetails':
        return { statusCode: 200, content: DETAILS };
      case 'getRecord':
        return {
          statusCode: 200,
          content: {
            recordData: {
              Name: 'CD4 FITC',
              ProductCode: 'FC-1',
              Description: 'A bright antibody.',
              Price: 245,
              CurrencyIsoCode: 'USD',
              Configuration_Requirement__c: requirement,
              ...record,
            },
            fieldsMetadata: [],
          },
        };
      case 'retrieveCatalogNG':
        return {
          statusCode: 200,
          content: {
            lstItems: [
              { itemId: 'a1Cellaris0000001', title: 'CD4 FITC' },
              {
                itemId: 'a1Cellaris0000009',
                title: 'CD8 PE',
                friendlyURL: '/product_detail/x/FC-9',
              },
            ],
            soslOrderedItemIds: [],
            itemCount: 2,
          },
        };
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  };
}

function renderProduct(path: string, requirement = 'No Configuration') {
  return renderWithGateway(productPage(path), crmAnswers(requirement));
}

describe('product id from the URL', () => {
  it('reads the path, the query, or leaves a friendly URL to the CRM', () => {
    expect(productIdFromUrl('/product/tpl-product/a1X', '')).toBe('a1X');
    expect(productIdFromUrl('/product/tpl-product', '')).toBeNull();
    expect(productIdFromUrl('/productDetails', '?productId=a1Y')).toBe('a1Y');
    expect(productIdFromUrl('/productDetails', '')).toBeNull();
    expect(productIdFromUrl('/product_detail/antibodies/cd4/a1Z', '')).toBe('slug');
  });
});

describe('document links', () => {
  it('keeps the named documents whose url and file name carry an allowed preview extension', () => {
    expect(
      previewableDocuments(
        [
          ...DETAILS.documents,
          { name: 'Datasheet', fileName: 'fake.pdf', url: '/docs/run.exe' },
          { name: 'Other', fileName: 'a.pdf', url: '/a.pdf' },
        ],
        ['Datasheet', 'Raw data', 'Protocol'],
      ).map((document) => `${document.name} ${document.extension}`),
    ).toEqual(['Datasheet pdf', 'Protocol docx']);
  });
});

describe('product block', () => {
  it('shows details, attributes, documents and related items, and adds a quantity to the cart', async () => {
    const handler = vi.fn().mockResolvedValue({ quoteId: 'Q1', itemCount: 3 });
    const unregister = setAddToCartHandler(handler);
    const { gateway } = renderProduct('/product/tpl-product/a1Cellaris0000001');
    expect(await screen.findByRole('heading', { level: 1, name: 'CD4 FITC' })).toBeVisible();
    expect(await screen.findByText('$245.00')).toBeVisible();
    expect(screen.getByText('SKU FC-1')).toBeVisible();
    const specs = screen.getByRole('region', { name: 'Specifications' });
    expect(within(specs).getByText('Human')).toBeVisible();
    // Attribute names read as words, never the raw key.
    expect(within(specs).getByText('Species')).toBeVisible();
    expect(within(specs).queryByText('species')).toBeNull();
    expect(within(specs).queryByText('clone')).toBeNull();
    // One picture: no thumbnails to choose from.
    expect(screen.getByRole('img', { name: 'CD4 FITC' })).toHaveAttribute('src', '/img/cd4.svg');
    expect(screen.queryByRole('button', { name: /^Show image/ })).toBeNull();
    const documents = screen.getByRole('region', { name: 'Documents' });
    expect(
      within(documents)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Datasheet (PDF)', 'Protocol (DOCX)']);
    await userEvent.click(within(documents).getByRole('link', { name: 'Datasheet (PDF)' }));
    const preview = screen.getByRole('dialog', { name: 'Datasheet: CD4 FITC' });
    expect(within(preview).getByTitle('Datasheet: CD4 FITC')).toHaveAttribute(
      'src',
      '/docs/FC-1-datasheet.pdf',
    );
    await userEvent.click(within(preview).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    const related = await screen.findByRole('region', { name: 'Related products' });
    expect(within(related).getAllByRole('listitem')).toHaveLength(1);
    expect(within(related).getByRole('link', { name: 'CD8 PE' })).toHaveAttribute(
      'href',
      '/product_detail/x/FC-9',
    );

    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Added 3 to cart')).toBeVisible();
    expect(handler).toHaveBeenCalledWith({ productId: 'a1Cellaris0000001', quantity: 3 });
    const record = gateway.calls
      .map((request) => JSON.parse(String(request.body.variables.data)) as Record<string, unknown>)
      .find((data) => callType(data) === 'getRecord');
    expect(sentPayload(record ?? {})).toMatchObject({
      objectName: 'Product2',
      objectId: 'a1Cellaris0000001',
    });
    unregister();
  });

  it("holds the loaded product's layout while it loads, so nothing around it moves (issue 22)", async () => {
    const { container } = renderProduct('/product/tpl-product/a1Cellaris0000001');
    const loading = screen.getByRole('status', { name: 'Loading product…' });
    // The shapes sit in the loaded block's own grid, sized from the block's configuration.
    expect(loading.querySelector('.bf-product-layout .bf-product-image-frame')).not.toBeNull();
    expect(loading.querySelectorAll('.bf-product-attributes > div')).toHaveLength(3);
    expect(loading.querySelectorAll('.bf-product-documents > li')).toHaveLength(3);
    expect(loading.querySelectorAll('.bf-product-related li')).toHaveLength(2);
    // Shapes only: assistive technology hears the one status, nothing inside it.
    expect(within(loading).queryAllByRole('heading')).toEqual([]);
    expect(await screen.findByRole('heading', { level: 1, name: 'CD4 FITC' })).toBeVisible();
    expect(screen.queryByRole('status', { name: 'Loading product…' })).toBeNull();
    // The images keep their frame however large the picture turns out to be.
    expect(container.querySelector('.bf-product-images img')).toHaveAttribute('width', '480');
  });

  it('refuses a quantity below 1 without calling the cart', async () => {
    const handler = vi.fn();
    const unregister = setAddToCartHandler(handler);
    renderProduct('/productDetails?productId=a1Cellaris0000001');
    await screen.findByRole('button', { name: 'Add to cart' });
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByText('Enter a whole number of at least 1.')).toBeVisible();
    expect(handler).not.toHaveBeenCalled();
    unregister();
  });

  it('resolves a friendly URL with getMergedMetaInfo and offers Configure when configuration is needed', async () => {
    const { gateway } = renderProduct(
      '/product_detail/antibodies/cd4/a1Cellaris0000001',
      'Needs Configuration',
    );
    expect(await screen.findByRole('link', { name: 'Configure' })).toHaveAttribute(
      'href',
      '/configurator?itemId=a1Cellaris0000001',
    );
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    const merged = gateway.calls
      .map((request) => JSON.parse(String(request.body.variables.data)) as Record<string, unknown>)
      .find((data) => callType(data) === 'getMergedMetaInfo');
    expect(String(merged?.endpoint)).toContain(
      'url=%2Fproduct_detail%2Fantibodies%2Fcd4%2Fa1Cellaris0000001',
    );
  });

  it('asks getMergedMetaInfo once for a friendly URL: the block reads what the route loader asked', async () => {
    const path = '/product_detail/antibodies/cd4/a1Cellaris0000001';
    const harness = gatewayHarness(crmAnswers(), createStorefrontQueryClient());
    // What the route loader does for a product-by-slug path (runtime/app/pageLoader.ts).
    await harness.queryClient.fetchQuery(mergedMetaInfoQuery(harness.connection, path));
    harness.render(productPage(path));
    expect(await screen.findByRole('heading', { level: 1, name: 'CD4 FITC' })).toBeVisible();
    const asked = harness.gateway.calls
      .map((request) => JSON.parse(String(request.body.variables.data)) as Record<string, unknown>)
      .filter((data) => callType(data) === 'getMergedMetaInfo');
    expect(asked).toHaveLength(1);
  });
});

describe('product page: contract price tiers (issue 15)', () => {
  const TIERS = [
    { minQty: 1, maxQty: 9, price: 200.9 },
    { minQty: 10, maxQty: 49, price: 191.1 },
    { minQty: 50, maxQty: null, price: 181.3 },
  ];

  it("shows the account's price per quantity range and marks the tier of the quantity typed", async () => {
    renderWithGateway(
      productPage('/productDetails?productId=a1Cellaris0000001'),
      crmAnswers('No Configuration', { Price: 200.9, ListPrice: 245, PriceTiers: TIERS }),
    );
    const table = await screen.findByRole('table', { name: 'Your volume pricing' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      '1–9$200.90',
      '10–49$191.10',
      '50+$181.30',
    ]);
    expect(rows[0]).toHaveAttribute('aria-current', 'true');
    await userEvent.clear(screen.getByLabelText('Quantity'));
    await userEvent.type(screen.getByLabelText('Quantity'), '12');
    expect(rows[1]).toHaveAttribute('aria-current', 'true');
    expect(rows[0]).not.toHaveAttribute('aria-current');
    expect(document.querySelector('.bf-product-price s')).toHaveTextContent('$245.00');
  });

  it('shows no tiers to a visitor the CRM gives none (a guest)', async () => {
    renderProduct('/productDetails?productId=a1Cellaris0000001');
    await screen.findByRole('button', { name: 'Add to cart' });
    expect(screen.queryByRole('table', { name: 'Your volume pricing' })).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  quantityTiers,
  tierRangeLabel,
  productCanonicalUrl,
  productJsonLd,
  shownPrice,
  type ProductDetails,
} from '../../../../runtime/domain/products/index';
import { canonicalUrl } from '../../../../runtime/storefront/canonicalUrl';

const ORIGIN = 'https://shop.example.com';

const DETAILS: ProductDetails = {
  itemId: 'a1',
  catalogItemId: 'a1E',
  catalogId: 'ecat-cytometry',
  group: 'Antibodies',
  friendlyURL: '/product_detail/flow-cytometry/FC-1',
  brand: 'Cellaris Biosciences',
  fields: [
    { name: 'Name', label: 'Name', type: 'STRING', value: 'CD4 Antibody, FITC' },
    { name: 'ProductCode', label: 'SKU', type: 'STRING', value: 'FC-1' },
    { name: 'Description', label: 'Description', type: 'TEXTAREA', value: 'Clone RPA-T4.' },
  ],
  attributes: {},
  images: [
    { url: '/static/org/img/fc-1.svg', alt: 'CD4' },
    { url: 'https://elsewhere.example/x.png', alt: 'foreign' },
  ],
  documents: [],
};

describe('schema.org Product', () => {
  it('names the product, its offer at the price list given, and its friendly URL', () => {
    expect(productJsonLd(DETAILS, { Price: 185, CurrencyIsoCode: 'EUR' }, ORIGIN)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: 'CD4 Antibody, FITC',
      sku: 'FC-1',
      mpn: 'FC-1',
      description: 'Clone RPA-T4.',
      // Images of other hosts are not the storefront's to name.
      image: [`${ORIGIN}/static/org/img/fc-1.svg`],
      brand: { '@type': 'Brand', name: 'Cellaris Biosciences' },
      category: 'Antibodies',
      url: `${ORIGIN}/product_detail/flow-cytometry/FC-1`,
      offers: {
        '@type': 'Offer',
        price: '185.00',
        priceCurrency: 'EUR',
        availability: 'https://schema.org/InStock',
        itemCondition: 'https://schema.org/NewCondition',
        url: `${ORIGIN}/product_detail/flow-cytometry/FC-1`,
      },
    });
  });

  it('applies the currency-field rule to the price and its currency (spec 000 section 5)', () => {
    const offers = productJsonLd(
      DETAILS,
      { Price: '185.00 (list)', CurrencyIsoCode: 'EUR (Euro)' },
      ORIGIN,
    )?.offers as Record<string, unknown>;
    expect(offers).toMatchObject({ price: '185.00', priceCurrency: 'EUR' });
    expect(shownPrice('99.50 (contract)', '120 (list)')).toEqual({ price: 99.5, listPrice: 120 });
  });

  it('leaves the offer out without a price, and is nothing without a name', () => {
    expect(productJsonLd(DETAILS, null, ORIGIN)).not.toHaveProperty('offers');
    expect(productJsonLd(DETAILS, { Price: 0, CurrencyIsoCode: 'USD' }, ORIGIN)).not.toHaveProperty(
      'offers',
    );
    expect(productJsonLd({ ...DETAILS, fields: [] }, null, ORIGIN)).toBeNull();
  });

  it('takes a canonical URL only on the storefront host', () => {
    expect(productCanonicalUrl({ ...DETAILS, friendlyURL: '//evil.example/x' }, ORIGIN)).toBeNull();
    expect(productCanonicalUrl({ ...DETAILS, friendlyURL: undefined }, ORIGIN)).toBeNull();
  });
});

describe('canonical URLs', () => {
  it.each([
    ['/about', '', `${ORIGIN}/about`],
    ['/about/', '?utm_source=x&gclid=y&fbclid=z', `${ORIGIN}/about`],
    ['/', '?utm_medium=mail', `${ORIGIN}/`],
    ['/search', '?sort=price-asc&q=kit&page=1', `${ORIGIN}/search?q=kit`],
    ['/search', '?page=3&q=CD4+%26+CD8', `${ORIGIN}/search?q=CD4+%26+CD8&page=3`],
    ['/productDetails', '?productId=a1&isDev=1', `${ORIGIN}/productDetails?productId=a1`],
  ])('%s%s is %s', (path, search, expected) => {
    expect(canonicalUrl(ORIGIN, path, search)).toBe(expected);
  });
});

describe('quantity tiers of a contract price book', () => {
  const TIERS = [
    { minQty: 10, maxQty: 49, price: 191.1 },
    { minQty: 1, maxQty: 9, price: '200.90' },
    { minQty: 50, maxQty: null, price: 181.3 },
  ];

  it('reads the CRM tiers in quantity order', () => {
    expect(quantityTiers(TIERS)).toEqual([
      { minQty: 1, maxQty: 9, price: 200.9 },
      { minQty: 10, maxQty: 49, price: 191.1 },
      { minQty: 50, maxQty: null, price: 181.3 },
    ]);
  });

  it.each([
    ['absent', undefined],
    ['a single tier', [{ minQty: 1, maxQty: null, price: 10 }]],
    [
      'a tier from zero',
      [
        { minQty: 0, maxQty: 9, price: 10 },
        { minQty: 10, maxQty: null, price: 9 },
      ],
    ],
    [
      'a range ending before it starts',
      [
        { minQty: 5, maxQty: 2, price: 10 },
        { minQty: 10, maxQty: null, price: 9 },
      ],
    ],
    [
      'a price that is not a number',
      [
        { minQty: 1, maxQty: 9, price: 'x' },
        { minQty: 10, maxQty: null, price: 9 },
      ],
    ],
    ['not a list', { minQty: 1 }],
  ])('shows nothing for %s', (_name, value) => {
    expect(quantityTiers(value)).toEqual([]);
  });

  it.each([
    [{ minQty: 1, maxQty: 9, price: 1 }, '1–9'],
    [{ minQty: 10, maxQty: 10, price: 1 }, '10'],
    [{ minQty: 50, maxQty: null, price: 1 }, '50+'],
  ])('labels %o as %s', (tier, label) => {
    expect(tierRangeLabel(tier)).toBe(label);
  });
});

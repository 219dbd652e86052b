import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { createApp } from '../../../server/app/createApp';
import { readConfig } from '../../../server/app/config';
import { dbStorefrontDirectory } from '../../../server/app/dbStorefrontDirectory';
import { safeFirstPageRenderer } from '../../../server/app/firstPageRenderer';
import { createGateway } from '../../../server/gateway/createGateway';
import { createDocumentStore } from '../../../server/crm/documents/documentStore';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import type { Db } from '../../../server/shared/contracts';
// The SSR bundle's source, through the same Vite plugins (as tests/server/app/serverRender.test.ts).
import { renderFirstPage } from '../../../blocks/serverEntry';

/**
 * What search engines read of the guest storefront's server-rendered pages: a canonical URL on
 * every template page and schema.org Product data on product pages, from the real gateway, CRM
 * stand-in and seed.
 */

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--blockfront-head--></head><body><div id="root"></div></body></html>';
const ORIGIN = 'http://guest.localhost:5173';

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openTestDatabase();
  const config = { ...readConfig({}), testMode: true };
  app = createApp({
    config,
    directory: dbStorefrontDirectory(db),
    gateway: createGateway({
      db,
      crm: createCrm(db),
      identity: null,
      apiKey: config.gatewayApiKey,
      testMode: true,
    }),
    cognito: null,
    htmlTemplate: async () => TEMPLATE,
    buildManifest: () => ({ buildId: 'test-build', builtAt: '2026-01-01T00:00:00.000Z' }),
    ssoOauthDomain: null,
    documents: createDocumentStore(db),
    renderFirstPage: safeFirstPageRenderer(renderFirstPage, (line) => {
      throw new Error(line);
    }),
  });
});

afterAll(() => db.close());

async function page(path: string): Promise<string> {
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, { headers: { host: 'guest.localhost:5173' } }),
  );
  expect(response.status).toBe(200);
  return response.text();
}

const canonicalOf = (html: string) =>
  /<link rel="canonical" href="([^"]*)"/.exec(html)?.[1]?.replace(/&#38;/g, '&') ?? null;

function jsonLdOf(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

async function productRow(itemId: string) {
  const [row] = await db.query<{
    title: string;
    sku: string;
    description: string;
    price: string;
    currency: string;
    friendly_url: string;
  }>(
    'SELECT title, sku, description, price, currency, friendly_url FROM catalog_items WHERE item_id = $1',
    [itemId],
  );
  return row!;
}

describe('canonical URLs', () => {
  it('name the friendly path on the storefront host, without tracking parameters', async () => {
    const html = await page('/about?utm_source=mail&gclid=abc&isTracking=1');
    expect(canonicalOf(html)).toBe(`${ORIGIN}/about`);
    expect(jsonLdOf(html)).toEqual([]);
  });

  it('keep the parameters that choose what the page shows', async () => {
    expect(canonicalOf(await page('/search?utm_campaign=x&q=HelixSeq&page=2'))).toBe(
      `${ORIGIN}/search?q=HelixSeq&page=2`,
    );
    expect(canonicalOf(await page('/'))).toBe(`${ORIGIN}/`);
  });
});

describe('product structured data', () => {
  it('describes the product at the guest price list with a canonical friendly URL', async () => {
    const product = await productRow('a1Cellaris0000002');
    const html = await page('/product/tpl-product/a1Cellaris0000002?utm_source=ad');
    const canonical = `${ORIGIN}${product.friendly_url}`;
    expect(canonicalOf(html)).toBe(canonical);
    const [data, ...rest] = jsonLdOf(html);
    expect(rest).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: product.title,
      sku: product.sku,
      description: product.description,
      brand: { '@type': 'Brand', name: 'Cellaris Biosciences' },
      url: canonical,
      offers: {
        '@type': 'Offer',
        price: Number(product.price).toFixed(2),
        priceCurrency: product.currency,
        availability: 'https://schema.org/InStock',
      },
    });
    const images = data!.image as string[];
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) expect(image.startsWith(`${ORIGIN}/`)).toBe(true);
  });

  it('is the same through /productDetails?productId=', async () => {
    const html = await page('/productDetails?productId=a1Cellaris0000002');
    expect(canonicalOf(html)).toBe(
      `${ORIGIN}${(await productRow('a1Cellaris0000002')).friendly_url}`,
    );
    expect(jsonLdOf(html)[0]).toMatchObject({ '@type': 'Product' });
  });

  it('cannot be broken out of by a product text holding </script> or <!--', async () => {
    const hostile = 'CD4 </script><script>alert(1)</script><!-- \u2028 &amp; end';
    await db.query(
      "UPDATE catalog_items SET title = $1, description = $1 WHERE item_id = 'a1Cellaris0000003'",
      [hostile],
    );
    const html = await page('/product/tpl-product/a1Cellaris0000003');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).not.toContain('<script>alert(1)');
    expect(head).not.toContain('<!--');
    const [data] = jsonLdOf(html);
    expect(data).toMatchObject({ name: hostile, description: hostile });
  });

  it('is absent where the URL names no product', async () => {
    const html = await page('/product/tpl-product/a1NoSuchProduct0');
    expect(jsonLdOf(html)).toEqual([]);
  });
});

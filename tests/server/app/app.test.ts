import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Hono } from 'hono';
import { localApp } from './support/localApp';
import { scriptHash } from '../../../server/app/cspHash';
import { openTestDatabase } from '../../../server/db/testing';
import type { Db } from '../../../server/shared/contracts';
import type { BootConfig, DomainDetails } from '../../../schemas/boot';
import {
  DEMO_ORGANIZATION,
  DEMO_STOREFRONTS,
  DEMO_USER_POOL_ID,
} from '../../../server/shared/demo';

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--blockfront-head--></head><body><script type="module" src="/assets/a.js"></script></body></html>';

let db: Db;
let app: Hono;

beforeAll(async () => {
  db = await openTestDatabase();
  app = localApp(db, TEMPLATE);
});

afterAll(() => db.close());

const get = (path: string, host: string, init: RequestInit = {}) =>
  app.fetch(
    new Request(`http://${host}:5173${path}`, {
      ...init,
      headers: { host: `${host}:5173`, ...init.headers },
    }),
  );

describe('GET /api/domain', () => {
  it('returns the domain details of the request host', async () => {
    const response = await get('/api/domain', 'guest.localhost');
    expect(response.status).toBe(200);
    const details = (await response.json()) as DomainDetails;
    expect(details).toMatchObject({
      domain: 'guest.localhost',
      clientId: DEMO_STOREFRONTS.guest.clientId,
      clientName: DEMO_STOREFRONTS.guest.clientName,
      storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
      storefrontName: DEMO_STOREFRONTS.guest.storefrontName,
      awsUserPoolId: DEMO_USER_POOL_ID,
      guestAccountId: DEMO_STOREFRONTS.guest.guestAccountId,
      ssoInfo: null,
      organization: {
        id: DEMO_ORGANIZATION.id,
        salesforceOrgId: DEMO_ORGANIZATION.salesforceOrgId,
      },
    });
    expect(details.resourcesDomain).toBeTruthy();
    expect(Object.keys(details).sort()).toEqual(
      [
        'awsUserPoolId',
        'clientId',
        'clientName',
        'domain',
        'guestAccountId',
        'organization',
        'resourcesDomain',
        'ssoInfo',
        'storefrontId',
        'storefrontName',
      ].sort(),
    );
  });

  it('looks up ?host= instead of the request host', async () => {
    const details = (await (
      await get('/api/domain?host=portal.localhost', 'guest.localhost')
    ).json()) as DomainDetails;
    expect(details.storefrontId).toBe(DEMO_STOREFRONTS.portal.storefrontId);
    expect(details.guestAccountId).toBeNull();
  });

  it('gives single-sign-on storefronts their ssoInfo', async () => {
    const details = (await (await get('/api/domain', 'sso.localhost')).json()) as DomainDetails;
    expect(details.ssoInfo).toEqual({
      provider: 'oidc',
      oauthDomain: 'http://sso.localhost:5173',
      redirectUri: 'http://sso.localhost:5173/',
      logoutUri: 'http://sso.localhost:5173/login',
    });
  });

  it('answers 404 Storefront Not Found for an unknown host', async () => {
    const response = await get('/api/domain', 'unknown.localhost');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ statusCode: 404, message: 'Storefront Not Found' });
  });
});

describe('storefront HTML', () => {
  it('inlines the domain details and template meta items, with strict security headers', async () => {
    const response = await get('/some/page', 'guest.localhost');
    expect(response.status).toBe(200);
    const csp = response.headers.get('content-security-policy') ?? '';
    const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
    expect(scriptSrc).toContain("'self'");
    expect(scriptSrc).not.toMatch(/unsafe-(eval|inline)/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    const html = await response.text();
    const boot = JSON.parse(/id="blockfront-boot">(.*?)<\/script>/s.exec(html)![1]!) as BootConfig;
    expect(boot.domain.storefrontId).toBe(DEMO_STOREFRONTS.guest.storefrontId);
    expect(boot.gateway).toEqual({ url: '/graphql', apiKey: 'local-dev-api-key' });
    expect(boot.buildId).toBe('test-build');
    const templateDetails = boot.metaItems!.filter((m) => m.key === 'templateDetails');
    expect(templateDetails.length).toBeGreaterThan(5);
    expect(templateDetails.some((m) => JSON.parse(m.value).portalHome === true)).toBe(true);
    expect(html).toContain(`<title>${DEMO_STOREFRONTS.guest.storefrontName}</title>`);
    // The theme's stylesheet travels inline, its text allowed by its hash (pageStylesheets.ts).
    const theme = new RegExp(`<style data-bf-sheet="${boot.themeHref}">([^<]*)</style>`).exec(html);
    expect(theme?.[1]).toContain('--bf-color-');
    expect(csp).toContain(`'${scriptHash(theme![1]!)}'`);
  });

  it('serves Storefront Not Found for an unknown host', async () => {
    const response = await get('/', 'nowhere.localhost');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Storefront Not Found');
    expect(response.headers.get('content-security-policy')).toBeTruthy();
  });
});

describe('documents', () => {
  it('serves a product datasheet as a PDF shown in the browser, and a form as a download', async () => {
    const datasheet = await get(
      '/documents/products/CY-AB-10001/CY-AB-10001-datasheet.pdf',
      'guest.localhost',
    );
    expect(datasheet.status).toBe(200);
    expect(datasheet.headers.get('content-type')).toBe('application/pdf');
    expect(datasheet.headers.get('content-disposition')).toBe(
      'inline; filename="CY-AB-10001-datasheet.pdf"',
    );
    expect(new TextDecoder().decode((await datasheet.arrayBuffer()).slice(0, 5))).toBe('%PDF-');

    const form = await get('/documents/return-authorization.xlsx', 'guest.localhost');
    expect(form.status).toBe(200);
    expect(form.headers.get('content-disposition')).toMatch(/^attachment;/);

    const chart = await get('/documents/spillover-chart.svg', 'guest.localhost');
    expect(chart.headers.get('content-security-policy')).toContain('sandbox');
    expect(chart.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('answers 404 for a file that does not exist', async () => {
    expect((await get('/documents/nothing-here.pdf', 'guest.localhost')).status).toBe(404);
    expect(
      (await get('/documents/products/CY-AB-10001/CY-AB-10001-rootkit.pdf', 'guest.localhost'))
        .status,
    ).toBe(404);
  });
});

describe('legacy brand site', () => {
  it('redirects a known old path with 301 to the new site, keeping the port', async () => {
    const response = await get('/en-us/products/flow-cytometry/reagents', 'legacy.localhost');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('http://guest.localhost:5173/flow_consumables/');
  });

  it.each([
    ['home', '/en-gb/index.html', '/home/'],
    ['category', '/en-us/products/genomics/ngs-panels', '/genomics_consumables/'],
    ['category-ids', '/catalog/category/view/id/20', '/genomics_service/'],
    [
      'product-sku',
      '/en-us/products/sheath-fluid-20l-cy-bf-50001',
      '/product_detail/guest-catalog/CY-BF-50001/',
    ],
    ['product-ids', '/catalog/product/view/id/4700', '/product/tpl-product/a1Cellaris0000007/'],
    ['signon', '/index.php/checkout/cart', '/signon/'],
  ])('%s family: %s answers 301 to %s', async (_family, from, to) => {
    const response = await get(from, 'legacy.localhost');
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`http://guest.localhost:5173${to}`);
  });

  it('matches the old path without its query string and does not carry the query over', async () => {
    // The old site's parameters mean nothing on the new one, and some of the new site's do:
    // `?code=` completes a sign-on, `?isDev` switches dev mode (spec 000 section 2).
    for (const query of [
      '?utm_source=mail',
      '?___store=en_us&SID=abc',
      '?code=x&isDev=true',
      '?',
    ]) {
      const response = await get(`/catalog/product/view/id/4521${query}`, 'legacy.localhost');
      expect(response.status, query).toBe(301);
      expect(response.headers.get('location'), query).toBe(
        'http://guest.localhost:5173/product/tpl-product/a1Cellaris0000001/',
      );
    }
  });

  it('redirects whatever the method', async () => {
    for (const method of ['HEAD', 'POST']) {
      const response = await get('/commerce/cart', 'legacy.localhost', { method });
      expect(response.status, method).toBe(301);
      expect(response.headers.get('location')).toBe('http://guest.localhost:5173/signon/');
    }
  });

  it('lets an unknown old path fall through to the app of the storefront it moved to', async () => {
    const response = await get('/no/such/old/page', 'legacy.localhost');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(DEMO_STOREFRONTS.guest.storefrontId);
  });

  it('does not redirect old paths on other hosts', async () => {
    const response = await get('/en-us/products/flow-cytometry/reagents', 'guest.localhost');
    expect(response.status).toBe(200);
  });
});

describe('theme, static files and build manifest', () => {
  it('serves the theme stylesheet of the organisation and storefront', async () => {
    const response = await get(
      `/theme/${DEMO_ORGANIZATION.id}/${DEMO_STOREFRONTS.guest.storefrontId}.css`,
      'guest.localhost',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/css');
    expect(await response.text()).toMatch(/--bf-color-primary: #[0-9a-f]{3,6};/i);
  });

  it('refuses a theme of another organisation or an unknown storefront', async () => {
    expect(
      (await get(`/theme/other-org/${DEMO_STOREFRONTS.guest.storefrontId}.css`, 'guest.localhost'))
        .status,
    ).toBe(404);
    expect((await get(`/theme/${DEMO_ORGANIZATION.id}/nope.css`, 'guest.localhost')).status).toBe(
      404,
    );
  });

  it('serves static organisation files by organisation id, js and css among them', async () => {
    const css = await get(`/static/${DEMO_ORGANIZATION.id}/org.css`, 'guest.localhost');
    expect(css.status).toBe(200);
    expect(css.headers.get('content-type')).toContain('text/css');
    const js = await get(`/static/${DEMO_ORGANIZATION.id}/org.js`, 'guest.localhost');
    expect(js.status).toBe(200);
    expect(js.headers.get('content-type')).toContain('javascript');
    expect(
      (await get(`/static/${DEMO_ORGANIZATION.id}/missing.js`, 'guest.localhost')).status,
    ).toBe(404);
    expect(
      (await get(`/static/${DEMO_ORGANIZATION.id}/..%2Fconfig.ts`, 'guest.localhost')).status,
    ).toBe(404);
  });

  it('serves the build manifest uncached', async () => {
    const response = await get('/build-manifest.json', 'guest.localhost');
    expect(await response.json()).toEqual({
      buildId: 'test-build',
      builtAt: '2026-01-01T00:00:00.000Z',
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers /healthz', async () => {
    expect((await get('/healthz', 'localhost')).status).toBe(200);
  });
});

describe('gateway mount', () => {
  it('forwards /graphql to the gateway, which refuses a missing API key', async () => {
    const response = await get('/graphql', 'guest.localhost', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(response.status).toBe(401);
  });
});

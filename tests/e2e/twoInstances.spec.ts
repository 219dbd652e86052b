/**
 * Issue 22, "Scale beyond one machine": two server processes over one PostgreSQL server (Debian's
 * package, a throwaway cluster) behind the round-robin proxy, as `docs/deployment.md` describes.
 * Nothing a visitor relies on may live in one process: a cart written through one instance is the
 * cart the other reads, and a published template change is served by both within a quarter second (their guest
 * page caches are keyed by the database's content revision).
 */
import http from 'node:http';
import pg from 'pg';
import { expect, test } from '@playwright/test';
import { createGatewayClient, makeCall, type GatewayConnection } from '../../runtime/gateway/index';
import type { Cart } from '../../runtime/domain/cart/cartTypes';
import { DEFAULT_GATEWAY_API_KEY, DEMO_STOREFRONTS } from '../../server/shared/demo';
import { REVISION_REUSE_MS } from '../../server/db/recentRead';
import { startLocalPostgres, type LocalPostgres } from '../../scripts/support/localPostgres';
import { startRoundRobinProxy, type RoundRobinProxy } from '../../scripts/support/roundRobinProxy';
import {
  freePort,
  startServerProcess,
  type ServerProcess,
} from '../../scripts/support/serverProcess';

const GUEST = DEMO_STOREFRONTS.guest;
const HERO_TITLE = 'See every cell. Read every genome.';

let postgres: LocalPostgres;
let instances: ServerProcess[] = [];
let proxy: RoundRobinProxy;

/** One more instance on the shared database. */
async function startInstance(databaseUrl: string): Promise<ServerProcess> {
  return startServerProcess(
    await freePort(),
    // The local identity stand-ins keep state in one process and are never shared
    // (docs/deployment.md); a guest's requests do not need them.
    { DATABASE_URL: databaseUrl, BLOCKFRONT_LOCAL_IDENTITY: '0' },
    { healthTimeoutMs: 60_000 },
  );
}

/** A GET with the storefront's Host (fetch cannot set Host). */
function get(port: number, pathname: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: pathname, headers: { host: GUEST.domain } },
      (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      },
    );
    request.on('error', reject);
  });
}

/** The runtime's own gateway client, as a guest, pointed at one instance. */
function guestConnection(port: number): GatewayConnection {
  return {
    client: createGatewayClient(`http://127.0.0.1:${port}/graphql`, DEFAULT_GATEWAY_API_KEY),
    session: () => ({
      domain: GUEST.domain,
      accessToken: null,
      activeStorefront: { accountId: GUEST.guestAccountId, userType: 'AWSGuest', contactId: null },
      indirectBuyerAccountId: null,
    }),
    sleep: async () => {},
  };
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  postgres = startLocalPostgres(await freePort());
  // One after the other: the first migrates and seeds, the second finds it done.
  instances.push(await startInstance(postgres.url));
  instances.push(await startInstance(postgres.url));
  proxy = await startRoundRobinProxy(instances.map((instance) => instance.port));
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await proxy?.close();
  await Promise.all(instances.map((instance) => instance.stop()));
  instances = [];
  postgres?.stop();
});

test.describe('two instances over one PostgreSQL', () => {
  test('the proxy spreads requests over both and each serves the guest home', async () => {
    const before = proxy.forwarded();
    for (let index = 0; index < 4; index++) {
      const page = await get(proxy.port, '/');
      expect(page.status).toBe(200);
      expect(page.body).toContain(HERO_TITLE);
    }
    const after = proxy.forwarded();
    expect(after.map((count, index) => count - before[index]!)).toEqual([2, 2]);
  });

  test('a cart written through one instance is the cart the other reads', async () => {
    const [first, second] = instances as [ServerProcess, ServerProcess];
    const catalogue = await makeCall<{ lstItems: Array<{ itemId: string }> }>(
      guestConnection(first.port),
      {
        base: 'ecommerce',
        type: 'retrieveCatalogNG',
        method: 'POST',
        payload: { jsonData: JSON.stringify({ pageSize: 2 }) },
      },
    );
    const [one, two] = catalogue.lstItems;
    expect(one && two).toBeTruthy();
    const saved = await makeCall<Cart>(guestConnection(first.port), {
      base: 'ecommerce',
      type: 'saveItemToQuote',
      method: 'POST',
      payload: { saverequest: JSON.stringify([{ itemId: one!.itemId, qty: 3 }]) },
    });
    const quoteId = saved.quote?.id;
    expect(quoteId).toBeTruthy();
    // The second line goes in through the other instance, into the same quote.
    await makeCall(guestConnection(second.port), {
      base: 'ecommerce',
      type: 'saveItemToQuote',
      method: 'POST',
      payload: { saverequest: JSON.stringify([{ itemId: two!.itemId, qty: 1 }]), objID: quoteId },
    });
    for (const instance of instances) {
      const cart = await makeCall<Cart>(guestConnection(instance.port), {
        base: 'ecommerce',
        type: 'getActiveQuote',
        method: 'GET',
        query: { quoteId: quoteId! },
      });
      const lines = cart.lineItems.map((line) => [line.itemId, line.qty]);
      expect(lines).toEqual(
        expect.arrayContaining([
          [one!.itemId, 3],
          [two!.itemId, 1],
        ]),
      );
      expect(lines).toHaveLength(2);
    }
  });

  test('a published template change is served by both instances within the revision reuse window', async () => {
    // Both instances have the home in their guest page caches.
    for (const instance of instances) {
      expect((await get(instance.port, '/')).body).toContain(HERO_TITLE);
    }
    const client = new pg.Client(postgres.url);
    await client.connect();
    try {
      await client.query(
        `UPDATE template_blocks
            SET configuration = replace(configuration::text, $1, $2)::jsonb,
                content_json = replace(content_json::text, $1, $2)::jsonb
          WHERE storefront_id = $3 AND template_id = 'tpl-home' AND component_name = 'heroBanner'`,
        [HERO_TITLE, 'Every cell seen, every genome read.', GUEST.storefrontId],
      );
    } finally {
      await client.end();
    }
    // Each instance reuses the content revision for REVISION_REUSE_MS (server/db/recentRead.ts):
    // both serve the change within that window, never the old page after it.
    const changedBy = Date.now() + REVISION_REUSE_MS;
    for (const instance of instances) {
      await expect
        .poll(async () => (await get(instance.port, '/')).body, { intervals: [50] })
        .toContain('Every cell seen, every genome read.');
      expect(Date.now()).toBeLessThan(changedBy + 1_000);
      expect((await get(instance.port, '/')).body).not.toContain(HERO_TITLE);
    }
  });
});

test('a guest shops through the load balancer: every page and call may land on either instance', async ({
  page,
}) => {
  const origin = `http://${GUEST.domain}:${proxy.port}`;
  const before = proxy.forwarded();
  await page.goto(`${origin}/flow_consumables`);
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^Add to Cart:/i }) })
    .first();
  const link = card.getByRole('heading').getByRole('link');
  const title = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByLabel('Quantity').fill('2');
  await page.getByRole('button', { name: 'Add to cart', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Added 2 to cart' })).toBeVisible();
  await page.goto(`${origin}/cart`);
  await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
  await expect(page.getByRole('listitem', { name: title }).getByLabel('Quantity')).toHaveValue('2');
  // Both instances answered part of the visit.
  const served = proxy.forwarded().map((count, index) => count - before[index]!);
  expect(Math.min(...served)).toBeGreaterThan(2);
});

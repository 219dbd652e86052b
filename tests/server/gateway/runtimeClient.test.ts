/**
 * The runtime's gateway client against the real local gateway, CRM and seeded database: the
 * envelopes, error texts and retry rules the unit tests check on fixtures, here end to end, with
 * the gateway's own fault injection producing the failures.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createGateway } from '../../../server/gateway/createGateway';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import type { Db } from '../../../server/shared/contracts';
import { DEFAULT_GATEWAY_API_KEY, DEMO_STOREFRONTS } from '../../../server/shared/demo';
import {
  GatewayError,
  createGatewayClient,
  getTemplateBlock,
  makeCall,
  metaItemByStorefront,
  type GatewayConnection,
} from '../../../runtime/gateway/index';

const ORIGIN = 'http://gateway.test';
let db: Db;
let gateway: ReturnType<typeof createGateway>;
let connection: GatewayConnection;
let sentBodies: string[];

async function setFaults(rules: unknown[]): Promise<void> {
  const response = await gateway.fetch(
    new Request(`${ORIGIN}/__test__/faults`, { method: 'POST', body: JSON.stringify(rules) }),
  );
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  db = await openTestDatabase();
  gateway = createGateway({
    db,
    crm: createCrm(db),
    identity: null,
    apiKey: DEFAULT_GATEWAY_API_KEY,
    testMode: true,
  });
  const fetchThroughGateway: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    sentBodies.push(await request.clone().text());
    return gateway.fetch(request);
  };
  connection = {
    client: createGatewayClient(`${ORIGIN}/graphql`, DEFAULT_GATEWAY_API_KEY, {
      fetch: fetchThroughGateway,
    }),
    session: () => ({
      domain: DEMO_STOREFRONTS.guest.domain,
      accessToken: null,
      activeStorefront: {
        accountId: DEMO_STOREFRONTS.guest.guestAccountId,
        userType: 'AWSGuest',
        contactId: null,
      },
      indirectBuyerAccountId: null,
    }),
    sleep: async () => {},
  };
});

beforeEach(async () => {
  sentBodies = [];
  await gateway.fetch(new Request(`${ORIGIN}/__test__/faults`, { method: 'DELETE' }));
});

afterAll(() => db.close());

describe('runtime client on the local gateway', () => {
  it('reads the storefront meta items and the home template blocks', async () => {
    const meta = await metaItemByStorefront(connection, {
      storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
      filter: { key: { eq: 'templateDetails' } },
      limit: 200,
    });
    const home = meta.items.find((item) => JSON.parse(item.value ?? '{}').portalHome === true);
    expect(home?.templateId).toBeTruthy();
    const template = await getTemplateBlock(connection, {
      storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
      templateId: home!.templateId!,
    });
    const blocks =
      typeof template!.blocks === 'string' ? JSON.parse(template!.blocks) : template!.blocks;
    expect(blocks.map((b: { componentName: string }) => b.componentName)).toContain('header');
    // The body is exactly {query, variables} (spec 000 section 7).
    expect(Object.keys(JSON.parse(sentBodies[0]!)).sort()).toEqual(['query', 'variables']);
  });

  it('sends makeCall with the decorated data and reads the CRM content', async () => {
    const result = await makeCall<{ itemCount: number; lstItems: unknown[] }>(connection, {
      base: 'ecommerce',
      type: 'retrieveCatalogNG',
      method: 'POST',
      payload: { jsonData: JSON.stringify({ searchText: 'CD4', pageSize: 5 }) },
    });
    expect(result.itemCount).toBeGreaterThan(0);
    const data = JSON.parse(JSON.parse(sentBodies[0]!).variables.data);
    expect(data).toMatchObject({
      userType: 'AWSGuest',
      accountId: DEMO_STOREFRONTS.guest.guestAccountId,
      domain: DEMO_STOREFRONTS.guest.domain,
      callType: 'POST',
      endpoint: '/services/apexrest/ecommerce?type=retrieveCatalogNG',
    });
  });

  it('sends reads issued together as one document, each caller getting its own answer', async () => {
    const meta = await metaItemByStorefront(connection, {
      storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
      filter: { key: { eq: 'templateDetails' } },
      limit: 200,
    });
    const [firstId, secondId] = meta.items.map((item) => item.templateId!);
    sentBodies = [];
    const [first, second, unknownType] = await Promise.allSettled([
      getTemplateBlock(connection, {
        storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
        templateId: firstId!,
      }),
      getTemplateBlock(connection, {
        storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
        templateId: secondId!,
      }),
      makeCall(connection, { base: 'ecommerce', type: 'noSuchType', method: 'GET' }),
    ]);
    expect(sentBodies).toHaveLength(1);
    expect(JSON.parse(sentBodies[0]!).query).toMatch(/^query Batch\(/);
    expect(first).toMatchObject({ status: 'fulfilled', value: { templateId: firstId } });
    expect(second).toMatchObject({ status: 'fulfilled', value: { templateId: secondId } });
    expect(unknownType.status).toBe('rejected');
    expect(((unknownType as PromiseRejectedResult).reason as GatewayError).message).toBe(
      'Query name not found, improper request.',
    );
  });

  it('raises the gateway message of an unknown CRM type', async () => {
    const error = await makeCall(connection, {
      base: 'ecommerce',
      type: 'noSuchType',
      method: 'GET',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).statusCode).toBe(404);
    expect((error as GatewayError).message).toBe('Query name not found, improper request.');
  });

  it('retries a non-idempotent request once on a 503 and then succeeds', async () => {
    await setFaults([{ operation: 'salesforceActions', kind: 'status', status: 503, times: 1 }]);
    await makeCall(connection, {
      base: 'ecommerce',
      type: 'getCatalogGroupCounts',
      method: 'POST',
    });
    expect(sentBodies).toHaveLength(2);
  });

  it('does not retry an idempotent request', async () => {
    await setFaults([{ operation: 'salesforceActions', kind: 'status', status: 503, times: 1 }]);
    const error = await makeCall(connection, {
      base: 'ecommerce',
      type: 'getActiveStorefronts',
      method: 'GET',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect(sentBodies).toHaveLength(1);
  });

  it('retries a quote line update on row locks, up to 3 times', async () => {
    const [line] = await db.query<{ id: string; qty: number }>(
      // A line of the seeded guest cart: the caller here is the guest storefront's guest.
      'SELECT l.id, l.qty FROM quote_line_items l JOIN quotes q ON q.id = l.quote_id WHERE q.is_guest ORDER BY l.id LIMIT 1',
    );
    await setFaults([{ type: 'updateQLI', kind: 'rowLock', times: 2 }]);
    await makeCall(connection, {
      base: 'ecommerce',
      type: 'updateQLI',
      method: 'POST',
      payload: [{ Id: line!.id, qty: 7 }],
    });
    expect(sentBodies).toHaveLength(3);
    const [after] = await db.query<{ qty: number }>(
      'SELECT qty FROM quote_line_items WHERE id = $1',
      [line!.id],
    );
    expect(Number(after!.qty)).toBe(7);

    sentBodies = [];
    await setFaults([{ type: 'updateQLI', kind: 'rowLock', times: 10 }]);
    const error = await makeCall(connection, {
      base: 'ecommerce',
      type: 'updateQLI',
      method: 'POST',
      payload: [{ Id: line!.id, qty: 8 }],
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).message).toMatch(/record currently unavailable/);
    expect(sentBodies).toHaveLength(4);
  });
});

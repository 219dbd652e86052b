import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrm } from '../../../server/crm/index';
import { listActivityLog } from '../../../server/db/repositories/activityLog';
import { openTestDatabase } from '../../../server/db/testing';
import { createGateway } from '../../../server/gateway/createGateway';
import type { Gateway } from '../../../server/gateway/createGateway';
import type { Db, MetaItem } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS, DEMO_USER_POOL_ID } from '../../../server/shared/demo';
import { fakeIdentityAdmin } from './fakeIdentityAdmin';
import { decodeAction, MAKE_CALL, makeCallData, runQuery, TEST_API_KEY } from './gatewayClient';

const GUEST = DEMO_STOREFRONTS.guest;

let db: Db;
let gateway: Gateway;

beforeAll(async () => {
  db = await openTestDatabase();
  gateway = createGateway({
    db,
    crm: createCrm(db),
    identity: null,
    apiKey: TEST_API_KEY,
    testMode: false,
  });
});

afterAll(async () => {
  await db?.close();
});

/** The gateway with a pool stand-in that verifies `maria-token` (maria on the guest shop). */
function signedInGateway(): Gateway {
  const { admin } = fakeIdentityAdmin(
    {},
    {
      'maria-token': {
        username: 'maria.manager',
        groups: ['AWSManager'],
        clientId: GUEST.clientId,
        contactId: '003Dn00000MariaKel',
        accountId: '001Dn00000NorthLab',
      },
    },
    DEMO_USER_POOL_ID,
  );
  return createGateway({
    db,
    crm: createCrm(db),
    identity: admin,
    apiKey: TEST_API_KEY,
    testMode: false,
  });
}

const META_QUERY = `query Meta($storefrontId: ID!, $sortDirection: ModelSortDirection, $filter: ModelMetaItemFilterInput, $limit: Int, $nextToken: String) {
  metaItemByStorefront(storefrontId: $storefrontId, sortDirection: $sortDirection, filter: $filter, limit: $limit, nextToken: $nextToken) {
    items { id organizationId storefrontId templateId accountId key value }
    nextToken
  }
}`;

async function metaItems(variables: Record<string, unknown>) {
  const { status, body } = await runQuery(gateway, META_QUERY, {
    storefrontId: GUEST.storefrontId,
    ...variables,
  });
  expect(status).toBe(200);
  expect(body.errors).toBeUndefined();
  return body.data?.metaItemByStorefront as { items: MetaItem[]; nextToken: string | null };
}

describe('API key', () => {
  const query = JSON.stringify({ query: '{ getLoginInfo(data: "{}") }' });
  const unauthorized = {
    errors: [
      { errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' },
    ],
  };

  it.each([
    ['missing', {}],
    ['wrong', { 'x-api-key': 'not-the-key' }],
  ])('refuses a %s key with AppSync 401 body', async (_case, headers: Record<string, string>) => {
    const response = await gateway.fetch(
      new Request('http://localhost/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: query,
      }),
    );
    expect(response.status).toBe(401);
    expect(response.headers.get('x-amzn-ErrorType')).toBe('UnauthorizedException');
    expect(await response.json()).toEqual(unauthorized);
  });
});

describe('storefront data', () => {
  it('lists meta items, filters, sorts and pages them with an opaque token', async () => {
    const all = await metaItems({ limit: 1000 });
    expect(all.items.length).toBeGreaterThan(2);
    expect(all.nextToken).toBeNull();
    expect(all.items.every((item) => item.storefrontId === GUEST.storefrontId)).toBe(true);

    const descending = await metaItems({ limit: 1000, sortDirection: 'DESC' });
    expect(descending.items.map((item) => item.id)).toEqual(
      [...all.items].reverse().map((item) => item.id),
    );

    const details = await metaItems({ filter: { key: { eq: 'templateDetails' } } });
    expect(details.items.length).toBeGreaterThan(0);
    expect(details.items.every((item) => item.key === 'templateDetails')).toBe(true);

    const paged: string[] = [];
    let nextToken: string | null = null;
    do {
      const page: { items: MetaItem[]; nextToken: string | null } = await metaItems({
        limit: 2,
        nextToken,
      });
      expect(page.items.length).toBeLessThanOrEqual(2);
      paged.push(...page.items.map((item) => item.id));
      nextToken = page.nextToken;
    } while (nextToken);
    expect(paged).toEqual(all.items.map((item) => item.id));
  });

  it('refuses a nextToken replayed against another query', async () => {
    const first = await metaItems({ limit: 1 });
    const { body } = await runQuery(gateway, META_QUERY, {
      storefrontId: GUEST.storefrontId,
      filter: { key: { eq: 'theme' } },
      nextToken: first.nextToken,
    });
    expect(body.errors?.[0]?.message).toBe('Invalid nextToken.');
  });

  it('returns a template with its blocks as AWSJSON, and null for an unknown template', async () => {
    const details = await metaItems({
      filter: { key: { eq: 'templateDetails' }, templateId: { attributeExists: true } },
    });
    const templateId = details.items[0]?.templateId;
    expect(templateId).toBeTruthy();
    const query = `query T($storefrontId: ID!, $templateId: ID!) {
      getTemplateBlock(storefrontId: $storefrontId, templateId: $templateId) { storefrontId templateId blocks }
    }`;
    const found = await runQuery(gateway, query, { storefrontId: GUEST.storefrontId, templateId });
    const template = found.body.data?.getTemplateBlock as { templateId: string; blocks: string };
    expect(template.templateId).toBe(templateId);
    expect(typeof template.blocks).toBe('string');
    expect(Array.isArray(JSON.parse(template.blocks))).toBe(true);

    const missing = await runQuery(gateway, query, {
      storefrontId: GUEST.storefrontId,
      templateId: 'no-such-template',
    });
    expect(missing.body).toEqual({ data: { getTemplateBlock: null } });
  });

  it('answers getLoginInfo with the oauth endpoint, or 404 for an unknown domain', async () => {
    const query = 'query L($data: AWSJSON) { getLoginInfo(data: $data) }';
    const { body } = await runQuery(gateway, query, {
      data: JSON.stringify({ domain: DEMO_STOREFRONTS.sso.domain }),
    });
    expect(decodeAction(body, 'getLoginInfo')).toMatchObject({
      statusCode: 200,
      content: { oauthEndpoint: 'http://sso.localhost', clientId: DEMO_STOREFRONTS.sso.clientId },
    });
    const unknown = await runQuery(gateway, query, {
      data: JSON.stringify({ domain: 'nowhere.localhost' }),
    });
    expect(decodeAction(unknown.body, 'getLoginInfo')).toEqual({
      statusCode: 404,
      content: 'Storefront Not Found',
    });
  });

  it("stores the signed-in caller's activity log entry, and refuses anonymous or foreign ones", async () => {
    const signedIn = signedInGateway();
    const asMaria = { headers: { authorization: 'maria-token' } };
    const entry = {
      storefrontId: GUEST.storefrontId,
      salesforceOrgId: '00D5e000000CeLLAR1',
      userName: 'maria.manager',
      userPoolId: 'us-east-1_CellarisDemo',
      expiry: 1_900_000_000,
      payload: {
        email: 'm@x.test',
        contactId: '003Dn00000MariaKel',
        sf_user_name: 'maria',
        storefrontName: GUEST.storefrontName,
        action: 'login',
        domain: GUEST.domain,
        timestamp: '2026-01-01T00:00:00.000Z',
      },
    };
    const LOG = 'query A($data: AWSJSON) { userActivityLog(data: $data) }';
    const anonymous = await runQuery(signedIn, LOG, {
      data: JSON.stringify({ ...entry, domain: GUEST.domain }),
    });
    expect(decodeAction(anonymous.body, 'userActivityLog')).toMatchObject({ statusCode: 401 });
    const foreign = await runQuery(
      signedIn,
      LOG,
      { data: JSON.stringify({ ...entry, userName: 'paul.portal' }) },
      asMaria,
    );
    expect(decodeAction(foreign.body, 'userActivityLog')).toMatchObject({ statusCode: 403 });
    expect(await listActivityLog(db, GUEST.storefrontId, 5)).toEqual([]);
    const { body } = await runQuery(signedIn, LOG, { data: JSON.stringify(entry) }, asMaria);
    expect(decodeAction(body, 'userActivityLog')).toEqual({
      statusCode: 200,
      content: 'Activity logged.',
    });
    const [stored] = await listActivityLog(db, GUEST.storefrontId, 1);
    expect(stored).toMatchObject({
      userName: 'maria.manager',
      expiry: 1_900_000_000,
      payload: { action: 'login', domain: GUEST.domain },
    });
    const bad = await runQuery(signedIn, LOG, { data: '{}' }, asMaria);
    expect(decodeAction(bad.body, 'userActivityLog')).toMatchObject({ statusCode: 400 });
  });

  it('pages customer-organisation API users', async () => {
    const query = `query U($filter: ModelCustomerOrgAPIUserFilterInput, $limit: Int, $nextToken: String) {
      listCustomerOrgAPIUsers(filter: $filter, limit: $limit, nextToken: $nextToken) { items { id salesforceUserId owner } nextToken }
    }`;
    const anonymous = await runQuery(gateway, query, { limit: 1 });
    expect(anonymous.body.errors?.[0]?.message).toBe(
      'Not Authorized to access listCustomerOrgAPIUsers on type Query',
    );
    const signedIn = signedInGateway();
    const asMaria = { headers: { authorization: 'maria-token' } };
    const { body } = await runQuery(signedIn, query, { limit: 1 }, asMaria);
    const page = body.data?.listCustomerOrgAPIUsers as {
      items: unknown[];
      nextToken: string | null;
    };
    expect(page.items.length).toBeLessThanOrEqual(1);
    const none = await runQuery(
      signedIn,
      query,
      { filter: { id: { eq: 'no-such-user' } } },
      asMaria,
    );
    expect(none.body.data?.listCustomerOrgAPIUsers).toEqual({ items: [], nextToken: null });
  });

  it('answers salesforceApi with picklist values', async () => {
    const { body } = await runQuery(
      gateway,
      'query F($data: AWSJSON) { salesforceApi(data: $data) }',
      {
        data: JSON.stringify({ objectName: 'ecat-cytometry', fieldName: 'species' }),
      },
    );
    const result = decodeAction(body, 'salesforceApi') as {
      statusCode: number;
      content: { label: string; picklistValues: unknown[] };
    };
    expect(result.statusCode).toBe(200);
    expect(result.content.label).toBe('Species');
    expect(result.content.picklistValues.length).toBeGreaterThan(0);
  });

  it('answers salesforceApi for unknown fields with the catalogue text', async () => {
    const { body } = await runQuery(
      gateway,
      'query F($data: AWSJSON) { salesforceApi(data: $data) }',
      {
        data: JSON.stringify({ objectName: 'Nope__c', fieldName: 'Nothing__c' }),
      },
    );
    expect(decodeAction(body, 'salesforceApi')).toEqual({
      statusCode: 404,
      content: 'Failed to fetch Salesforce API field.',
    });
  });
});

describe('actions', () => {
  it('nests the CRM result of makeCall as a JSON string', async () => {
    const { status, body } = await runQuery(gateway, MAKE_CALL, {
      data: makeCallData('getGuestAccounts', {
        callType: 'GET',
        endpoint: `/services/apexrest/ecommerce?type=getGuestAccounts&accId=${GUEST.guestAccountId}`,
      }),
    });
    expect(status).toBe(200);
    const result = decodeAction(body, 'salesforceActions');
    expect(result.statusCode).toBe(200);
    expect(typeof result.salesforceActions).toBe('string');
    const nested = JSON.parse(result.salesforceActions as string) as {
      statusCode: number;
      content: unknown;
    };
    expect(nested).toHaveProperty('statusCode');
    expect(nested).toHaveProperty('content');
  });

  it('passes the CRM 404 for an unknown type through inside the nested string', async () => {
    const { body } = await runQuery(gateway, MAKE_CALL, { data: makeCallData('noSuchType') });
    const nested = JSON.parse(
      decodeAction(body, 'salesforceActions').salesforceActions as string,
    ) as { statusCode: number; content: unknown };
    expect(nested.statusCode).toBe(404);
    expect(nested.content).toBe('Query name not found, improper request.');
  });

  it('answers an unknown action name with the 404 text', async () => {
    const { body } = await runQuery(
      gateway,
      '{ salesforceActions(action: "dropTables", data: "{}") }',
    );
    expect(decodeAction(body, 'salesforceActions')).toEqual({
      statusCode: 404,
      content: 'Query name not found, improper request.',
    });
    const identity = await runQuery(
      gateway,
      '{ cognitoActions(action: "dropTables", data: "{}") }',
    );
    expect(decodeAction(identity.body, 'cognitoActions')).toEqual({
      statusCode: 404,
      content: 'Query name not found, improper request.',
    });
  });

  it('shows a data argument that is not JSON as a GraphQL error', async () => {
    const { body } = await runQuery(
      gateway,
      'query L($data: AWSJSON) { getLoginInfo(data: $data) }',
      { data: '{nope' },
    );
    expect(body.errors?.[0]?.message).toContain('not a valid AWSJSON value');
  });

  it('answers identity actions with 503 when no pool runs', async () => {
    const { body } = await runQuery(gateway, '{ listUsers(data: "{}") }');
    expect(decodeAction(body, 'listUsers')).toEqual({
      statusCode: 503,
      content: 'ERROR: The user pool is not available.',
    });
  });

  it('batches several operations in one document', async () => {
    const { body } = await runQuery(
      gateway,
      `query B($data: AWSJSON) { getLoginInfo(data: $data) other: salesforceActions(action: "nope") }`,
      { data: JSON.stringify({ domain: GUEST.domain }) },
    );
    expect(decodeAction(body, 'getLoginInfo').statusCode).toBe(200);
    expect(decodeAction(body, 'other').statusCode).toBe(404);
  });

  it('rejects GATEWAY_FAULTS rules that do not parse', () => {
    expect(() =>
      createGateway({
        db,
        crm: createCrm(db),
        identity: null,
        apiKey: 'k',
        testMode: false,
        faults: '[{"kind":"boom"}]',
      }),
    ).toThrow(/kind/);
  });
});

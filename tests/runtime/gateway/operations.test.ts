import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, SessionExpiredError } from '../../../runtime/gateway/gatewayError';
import {
  cognitoActions,
  getLoginInfo,
  getTemplateBlock,
  listCustomerOrgAPIUsers,
  listUsers,
  metaItemByStorefront,
  salesforceActions,
  salesforceApi,
  userActions,
  userActivityLog,
} from '../../../runtime/gateway/operations';
import { onSessionExpired } from '../../../runtime/gateway/sessionExpiry';
import {
  API_KEY,
  awsJson,
  crmAnswer,
  fakeGatewayFetch,
  GATEWAY_URL,
  sentData,
  SIGNED_IN_SESSION,
  testConnection,
} from './fakeGatewayFetch';

const DECORATION = {
  accessToken: 'access-token-1',
  userType: 'AWSManager',
  accountId: 'ACC-1',
  domain: 'portal.localhost',
};

let removeListener: (() => void) | null = null;
afterEach(() => {
  removeListener?.();
  removeListener = null;
});

describe('the request on the wire (spec 000 section 7)', () => {
  it('POSTs exactly {query, variables} with the API key to the one endpoint', async () => {
    const gateway = fakeGatewayFetch(() => ({
      getLoginInfo: awsJson({ statusCode: 200, content: {} }),
    }));
    await getLoginInfo(testConnection(gateway.fetch));
    const [request] = gateway.received;
    expect(request?.url).toBe(GATEWAY_URL);
    expect(request?.headers.get('x-api-key')).toBe(API_KEY);
    expect(request?.headers.get('content-type')).toBe('application/json');
    expect(Object.keys(request?.body ?? {}).sort()).toEqual(['query', 'variables']);
    expect(request?.body.query).toContain('getLoginInfo(data: $data)');
  });
});

describe('action operations', () => {
  it('cognitoActions sends action, username and the data undecorated', async () => {
    const gateway = fakeGatewayFetch(() => ({
      cognitoActions: awsJson({
        statusCode: 200,
        content: { message: 'User created successfully.' },
      }),
    }));
    const content = await cognitoActions(testConnection(gateway.fetch), {
      action: 'createUser',
      username: 'new.user',
      data: { email: 'new@example.com' },
    });
    expect(content).toEqual({ message: 'User created successfully.' });
    const variables = gateway.received[0]?.body.variables;
    expect(variables).toMatchObject({ action: 'createUser', username: 'new.user' });
    expect(sentData(gateway.received[0])).toEqual({ email: 'new@example.com' });
  });

  it('cognitoActions without data sends no data variable', async () => {
    const gateway = fakeGatewayFetch(() => ({
      cognitoActions: awsJson({ statusCode: 200, content: [] }),
    }));
    await cognitoActions(testConnection(gateway.fetch), { action: 'list' });
    expect(gateway.received[0]?.body.variables).toEqual({ action: 'list' });
  });

  it('salesforceActions decorates the data and unwraps the nested CRM result', async () => {
    const gateway = fakeGatewayFetch(() => ({
      salesforceActions: crmAnswer({ statusCode: 200, content: { Id: 'Q1' } }),
    }));
    const content = await salesforceActions(testConnection(gateway.fetch), {
      action: 'makeCall',
      data: { endpoint: '/services/apexrest/ecommerce?type=getActiveQuote', callType: 'GET' },
    });
    expect(content).toEqual({ Id: 'Q1' });
    expect(sentData(gateway.received[0])).toEqual({
      endpoint: '/services/apexrest/ecommerce?type=getActiveQuote',
      callType: 'GET',
      ...DECORATION,
    });
  });

  it('salesforceActions reports an unknown action with the gateway text', async () => {
    const gateway = fakeGatewayFetch(() => ({
      salesforceActions: awsJson({
        statusCode: 404,
        content: 'Query name not found, improper request.',
      }),
    }));
    await expect(
      salesforceActions(testConnection(gateway.fetch), { action: 'nope' }),
    ).rejects.toMatchObject({
      statusCode: 404,
      message: 'Query name not found, improper request.',
    });
  });

  it('salesforceApi reports a missing field with the gateway text', async () => {
    const gateway = fakeGatewayFetch(() => ({
      salesforceApi: awsJson({ statusCode: 404, content: 'Failed to fetch Salesforce API field.' }),
    }));
    const call = salesforceApi(testConnection(gateway.fetch), {
      objectName: 'Case',
      fieldName: 'Nope',
    });
    await expect(call).rejects.toBeInstanceOf(GatewayError);
    await expect(call).rejects.toMatchObject({
      statusCode: 404,
      message: 'Failed to fetch Salesforce API field.',
    });
    expect(sentData(gateway.received[0])).toEqual({
      objectName: 'Case',
      fieldName: 'Nope',
      ...DECORATION,
    });
  });

  it('getLoginInfo sends the domain and returns the login info', async () => {
    const gateway = fakeGatewayFetch(() => ({
      getLoginInfo: awsJson({
        statusCode: 200,
        content: { oauthEndpoint: 'http://sso.localhost:5173' },
      }),
    }));
    const info = await getLoginInfo(testConnection(gateway.fetch));
    expect(info.oauthEndpoint).toBe('http://sso.localhost:5173');
    expect(sentData(gateway.received[0])).toEqual(DECORATION);
  });

  it('getLoginInfo reports an unknown storefront', async () => {
    const gateway = fakeGatewayFetch(() => ({
      getLoginInfo: awsJson({ statusCode: 404, content: 'Storefront Not Found' }),
    }));
    await expect(getLoginInfo(testConnection(gateway.fetch))).rejects.toMatchObject({
      statusCode: 404,
      message: 'Storefront Not Found',
    });
  });

  it('userActivityLog sends the entry decorated', async () => {
    const gateway = fakeGatewayFetch(() => ({
      userActivityLog: awsJson({ statusCode: 200, content: 'stored' }),
    }));
    const entry = {
      storefrontId: 'S1',
      userName: 'jane',
      payload: { action: 'login', email: 'jane@example.com', timestamp: 1 },
    };
    await expect(userActivityLog(testConnection(gateway.fetch), entry)).resolves.toBe('stored');
    expect(sentData(gateway.received[0])).toEqual({ ...entry, ...DECORATION });
  });

  it('userActions sends the action inside the decorated data', async () => {
    const gateway = fakeGatewayFetch(() => ({
      userActions: awsJson({
        statusCode: 200,
        content: { message: 'User activated successfully.' },
      }),
    }));
    await expect(
      userActions(testConnection(gateway.fetch), { action: 'activate', username: 'jane' }),
    ).resolves.toEqual({ message: 'User activated successfully.' });
    expect(sentData(gateway.received[0])).toEqual({
      action: 'activate',
      username: 'jane',
      ...DECORATION,
    });
  });

  it('listUsers sends its data undecorated', async () => {
    const gateway = fakeGatewayFetch(() => ({
      listUsers: awsJson({ statusCode: 200, content: { users: [], nextToken: null } }),
    }));
    await expect(
      listUsers(testConnection(gateway.fetch), { limit: 20, givenName: 'Ja' }),
    ).resolves.toEqual({ users: [], nextToken: null });
    expect(sentData(gateway.received[0])).toEqual({ limit: 20, givenName: 'Ja' });
  });

  it('reads the session at each call (an account switch applies to the next request)', async () => {
    const gateway = fakeGatewayFetch(() => ({
      salesforceApi: awsJson({ statusCode: 200, content: {} }),
    }));
    let session = SIGNED_IN_SESSION;
    const connection = { ...testConnection(gateway.fetch), session: () => session };
    await salesforceApi(connection, {});
    session = { ...SIGNED_IN_SESSION, indirectBuyerAccountId: 'IB-2' };
    await salesforceApi(connection, {});
    expect(sentData(gateway.received[0]).accountId).toBe('ACC-1');
    expect(sentData(gateway.received[1]).accountId).toBe('IB-2');
  });

  it('a 401 result raises SessionExpiredError and tells the app once', async () => {
    const listener = vi.fn();
    removeListener = onSessionExpired(listener);
    const gateway = fakeGatewayFetch(() => ({
      userActions: awsJson({
        statusCode: 401,
        content: 'ERROR: Unauthorized: the access token is invalid or expired.',
      }),
    }));
    const call = userActions(testConnection(gateway.fetch), { action: 'deactivate' });
    await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(call).rejects.toThrow('Session Expired, Please login again');
    expect(listener).toHaveBeenCalledTimes(1);
    expect(gateway.received).toHaveLength(1);
  });
});

describe('model operations', () => {
  it('getTemplateBlock decodes the blocks', async () => {
    const blocks = [{ blockId: 'b1', componentName: 'RichText' }];
    const gateway = fakeGatewayFetch(() => ({
      getTemplateBlock: { storefrontId: 'S1', templateId: 'T1', blocks: JSON.stringify(blocks) },
    }));
    await expect(
      getTemplateBlock(testConnection(gateway.fetch), { storefrontId: 'S1', templateId: 'T1' }),
    ).resolves.toEqual({ storefrontId: 'S1', templateId: 'T1', blocks });
    expect(gateway.received[0]?.body.variables).toEqual({ storefrontId: 'S1', templateId: 'T1' });
  });

  it('getTemplateBlock answers null for an unknown template', async () => {
    const gateway = fakeGatewayFetch(() => ({ getTemplateBlock: null }));
    await expect(
      getTemplateBlock(testConnection(gateway.fetch), { storefrontId: 'S1', templateId: 'nope' }),
    ).resolves.toBeNull();
  });

  it('metaItemByStorefront sends its arguments and drops null items', async () => {
    const item = {
      id: 'M1',
      organizationId: 'O1',
      storefrontId: 'S1',
      templateId: 'T1',
      accountId: null,
      key: 'templateDetails',
      value: '{}',
    };
    const gateway = fakeGatewayFetch(() => ({
      metaItemByStorefront: { items: [item, null], nextToken: 'next' },
    }));
    const args = {
      storefrontId: 'S1',
      sortDirection: 'DESC' as const,
      filter: { key: { eq: 'templateDetails' } },
      limit: 100,
    };
    await expect(metaItemByStorefront(testConnection(gateway.fetch), args)).resolves.toEqual({
      items: [item],
      nextToken: 'next',
    });
    expect(gateway.received[0]?.body.variables).toEqual(args);
  });

  it('listCustomerOrgAPIUsers pages', async () => {
    const user = {
      id: 'U1',
      salesforceUserId: 'SFU1',
      local: 'en_US',
      eCProductUsersId: null,
      customerOrgApiUsersId: null,
      owner: null,
    };
    const gateway = fakeGatewayFetch(() => ({
      listCustomerOrgAPIUsers: { items: [user], nextToken: null },
    }));
    await expect(
      listCustomerOrgAPIUsers(testConnection(gateway.fetch), { limit: 10, nextToken: 'n1' }),
    ).resolves.toEqual({ items: [user], nextToken: null });
    expect(gateway.received[0]?.body.variables).toEqual({ limit: 10, nextToken: 'n1' });
  });

  it('a null connection is an empty page', async () => {
    const gateway = fakeGatewayFetch(() => ({ listCustomerOrgAPIUsers: null }));
    await expect(listCustomerOrgAPIUsers(testConnection(gateway.fetch))).resolves.toEqual({
      items: [],
      nextToken: null,
    });
  });
});

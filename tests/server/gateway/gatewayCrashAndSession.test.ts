import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openTestDatabase } from '../../../server/db/testing';
import { createGateway, type Gateway } from '../../../server/gateway/createGateway';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USER_POOL_ID } from '../../../server/shared/demo';
import type { Crm, Db, MakeCallRequest } from '../../../server/shared/contracts';
import { fakeIdentityAdmin } from './fakeIdentityAdmin';
import { decodeAction, MAKE_CALL, makeCallData, runQuery, TEST_API_KEY } from './gatewayClient';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db?.close();
});

describe('handler crash', () => {
  it('answers the generic 500 text and reports the cause only to the log', async () => {
    // A stub CRM is right here: this test is about the crash path, not CRM behaviour.
    const crashingCrm: Crm = {
      makeCall: () => Promise.reject(new Error('secret internal detail')),
    };
    const reportError = vi.fn();
    const gateway = createGateway({
      db,
      crm: crashingCrm,
      identity: null,
      apiKey: TEST_API_KEY,
      testMode: false,
      reportError,
    });
    const { status, body } = await runQuery(gateway, MAKE_CALL, {
      data: makeCallData('getRecord'),
    });
    expect(status).toBe(200);
    expect(body.data?.salesforceActions).toBe(
      '{"statusCode":500,"content":"Error fetching data from AppSync."}',
    );
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(reportError).toHaveBeenCalledWith('salesforceActions', expect.any(Error));
  });
});

describe('makeCall caller verification', () => {
  const maria = {
    username: 'maria.manager',
    groups: ['AWSManager'],
    clientId: DEMO_STOREFRONTS.portal.clientId,
    contactId: '003Dn00000MariaKel',
    accountId: DEMO_ACCOUNTS.main.id,
  };
  const foreign = { ...maria, clientId: 'a-client-of-no-storefront' };
  const seen: MakeCallRequest[] = [];
  const recordingCrm: Crm = {
    async makeCall(request) {
      seen.push(request);
      return { statusCode: 200, content: 'ERROR: No records Found.' };
    },
  };
  let gateway: Gateway;
  beforeAll(() => {
    const { admin } = fakeIdentityAdmin(
      {},
      { 'good-token': maria, 'foreign-token': foreign },
      DEMO_USER_POOL_ID,
    );
    gateway = createGateway({
      db,
      crm: recordingCrm,
      identity: admin,
      apiKey: TEST_API_KEY,
      testMode: false,
    });
  });
  const portalCall = (extra: Record<string, unknown>) =>
    makeCallData('getRecord', {
      domain: DEMO_STOREFRONTS.portal.domain,
      accountId: DEMO_ACCOUNTS.main.id,
      ...extra,
    });

  it('rejects a stale token with a 401 result before the CRM is called', async () => {
    const { body } = await runQuery(gateway, MAKE_CALL, {
      data: makeCallData('getRecord', { accessToken: 'stale' }),
    });
    expect(decodeAction(body, 'salesforceActions')).toMatchObject({ statusCode: 401 });
    expect(seen).toHaveLength(0);
  });

  it("rejects a token of another app client, or sent to another storefront's domain", async () => {
    for (const data of [
      portalCall({ accessToken: 'foreign-token' }),
      makeCallData('getRecord', { accessToken: 'good-token' }),
    ]) {
      const { body } = await runQuery(gateway, MAKE_CALL, { data });
      expect(decodeAction(body, 'salesforceActions')).toMatchObject({ statusCode: 401 });
    }
    expect(seen).toHaveLength(0);
  });

  it('hands the CRM the verified caller and passes ERROR: content through untouched', async () => {
    const { body } = await runQuery(gateway, MAKE_CALL, {
      data: portalCall({
        accessToken: 'good-token',
        payload: '{"objectName":"Quote"}',
        contactId: 'c-1',
      }),
    });
    expect(decodeAction(body, 'salesforceActions')).toEqual({
      statusCode: 200,
      salesforceActions: '{"statusCode":200,"content":"ERROR: No records Found."}',
    });
    expect(seen.at(-1)).toEqual({
      userType: 'AWSGuest',
      accountId: DEMO_ACCOUNTS.main.id,
      domain: DEMO_STOREFRONTS.portal.domain,
      callType: 'POST',
      endpoint: '/services/apexrest/ecommerce?type=getRecord',
      payload: '{"objectName":"Quote"}',
      contactId: 'c-1',
      caller: {
        kind: 'user',
        username: 'maria.manager',
        groups: ['AWSManager'],
        userType: 'AWSManager',
        contactId: maria.contactId,
        accountId: maria.accountId,
        storefrontId: DEMO_STOREFRONTS.portal.storefrontId,
        domain: DEMO_STOREFRONTS.portal.domain,
        userPoolId: DEMO_USER_POOL_ID,
      },
    });
  });

  it('reads the token from the Authorization header too, and refuses two different tokens', async () => {
    await runQuery(
      gateway,
      MAKE_CALL,
      { data: portalCall({}) },
      { headers: { authorization: 'good-token' } },
    );
    expect(seen.at(-1)?.caller).toMatchObject({ kind: 'user', username: 'maria.manager' });
    const count = seen.length;
    const { body } = await runQuery(
      gateway,
      MAKE_CALL,
      { data: portalCall({ accessToken: 'stale' }) },
      { headers: { authorization: 'Bearer good-token' } },
    );
    expect(decodeAction(body, 'salesforceActions')).toMatchObject({ statusCode: 401 });
    expect(seen).toHaveLength(count);
  });

  it("treats a call without a token as the storefront's guest", async () => {
    await runQuery(gateway, MAKE_CALL, { data: makeCallData('getRecord') });
    expect(seen.at(-1)?.caller).toEqual({
      kind: 'guest',
      storefrontId: DEMO_STOREFRONTS.guest.storefrontId,
      domain: DEMO_STOREFRONTS.guest.domain,
      guestAccountId: DEMO_STOREFRONTS.guest.guestAccountId,
    });
  });

  it('refuses a guest on a login-required storefront with 401, before the CRM', async () => {
    const count = seen.length;
    const { body } = await runQuery(gateway, MAKE_CALL, { data: portalCall({}) });
    expect(decodeAction(body, 'salesforceActions')).toEqual({
      statusCode: 401,
      content: 'ERROR: Unauthorized: sign in to do this.',
    });
    expect(seen).toHaveLength(count);
  });

  it('answers 400 for data it cannot use', async () => {
    const { body } = await runQuery(gateway, MAKE_CALL, {
      data: JSON.stringify({ callType: 'PUT', endpoint: '/x' }),
    });
    expect(decodeAction(body, 'salesforceActions')).toEqual({
      statusCode: 400,
      content: 'ERROR: makeCall callType must be GET or POST.',
    });
  });
});

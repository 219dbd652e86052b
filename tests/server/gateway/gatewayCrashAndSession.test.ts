import { describe, expect, it, vi } from 'vitest';
import { createGateway } from '../../../server/gateway/createGateway';
import type { Crm, Db, MakeCallRequest } from '../../../server/shared/contracts';
import { fakeIdentityAdmin } from './fakeIdentityAdmin';
import { decodeAction, MAKE_CALL, makeCallData, runQuery, TEST_API_KEY } from './gatewayClient';

/** makeCall never touches the database; anything that does is a bug this stub makes loud. */
const untouchableDb: Db = {
  query: () => Promise.reject(new Error('database not expected')),
  exec: () => Promise.reject(new Error('database not expected')),
  transaction: () => Promise.reject(new Error('database not expected')),
  close: () => Promise.resolve(),
};

describe('handler crash', () => {
  it('answers the generic 500 text and reports the cause only to the log', async () => {
    // A stub CRM is right here: this test is about the crash path, not CRM behaviour.
    const crashingCrm: Crm = {
      makeCall: () => Promise.reject(new Error('secret internal detail')),
    };
    const reportError = vi.fn();
    const gateway = createGateway({
      db: untouchableDb,
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
  const maria = { username: 'maria.manager', groups: ['AWSManager'], clientId: 'client-1' };
  const { admin } = fakeIdentityAdmin({}, { 'good-token': maria });
  const seen: MakeCallRequest[] = [];
  const recordingCrm: Crm = {
    async makeCall(request) {
      seen.push(request);
      return { statusCode: 200, content: 'ERROR: No records Found.' };
    },
  };
  const gateway = createGateway({
    db: untouchableDb,
    crm: recordingCrm,
    identity: admin,
    apiKey: TEST_API_KEY,
    testMode: false,
  });

  it('rejects a stale token with a 401 result before the CRM is called', async () => {
    const { body } = await runQuery(gateway, MAKE_CALL, {
      data: makeCallData('getRecord', { accessToken: 'stale' }),
    });
    expect(decodeAction(body, 'salesforceActions')).toMatchObject({ statusCode: 401 });
    expect(seen).toHaveLength(0);
  });

  it('hands the CRM the verified user and passes ERROR: content through untouched', async () => {
    const { body } = await runQuery(gateway, MAKE_CALL, {
      data: makeCallData('getRecord', {
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
      accountId: '001Dn00000GuestAcc',
      domain: 'guest.localhost',
      callType: 'POST',
      endpoint: '/services/apexrest/ecommerce?type=getRecord',
      payload: '{"objectName":"Quote"}',
      contactId: 'c-1',
      user: maria,
    });
  });

  it('treats a call without a token as a guest', async () => {
    await runQuery(gateway, MAKE_CALL, { data: makeCallData('getRecord') });
    expect(seen.at(-1)?.user).toBeNull();
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

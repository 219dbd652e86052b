import { afterEach, describe, expect, it, vi } from 'vitest';
import { GatewayError, SessionExpiredError } from '../../../runtime/gateway/gatewayError';
import { makeCall, makeCallFullResponse } from '../../../runtime/gateway/makeCall';
import { onSessionExpired } from '../../../runtime/gateway/sessionExpiry';
import {
  awsJson,
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  SIGNED_IN_SESSION,
  testConnection,
} from './fakeGatewayFetch';

const ROW_LOCK = {
  statusCode: 500,
  content:
    'ERROR: UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record or 1 records: record currently unavailable',
};

/** A gateway answering makeCall with the given CRM results in turn (the last one repeats). */
function crmAnswering(...results: unknown[]) {
  return fakeGatewayFetch(() => ({
    salesforceActions: crmAnswer(results.length > 1 ? results.shift() : results[0]),
  }));
}

let removeListener: (() => void) | null = null;
afterEach(() => {
  removeListener?.();
  removeListener = null;
});

describe('makeCall', () => {
  it('sends salesforceActions/makeCall with the spec data and returns the content', async () => {
    const gateway = crmAnswering({
      statusCode: 200,
      content: { qliIds: ['L1'], originalTotalSalesPrice: 10 },
    });
    const content = await makeCall(testConnection(gateway.fetch), {
      base: 'ecommerce',
      type: 'getQLIsForPromoCode',
      method: 'POST',
      query: { quoteId: 'Q1' },
    });
    expect(content).toEqual({ qliIds: ['L1'], originalTotalSalesPrice: 10 });
    const [request] = gateway.received;
    expect(request?.body.variables.action).toBe('makeCall');
    expect(sentData(request)).toEqual({
      userType: 'AWSManager',
      accountId: 'ACC-1',
      domain: 'portal.localhost',
      callType: 'POST',
      endpoint: '/services/apexrest/ecommerce?type=getQLIsForPromoCode&quoteId=Q1',
      payload: '',
      contactId: 'CON-1',
      accessToken: 'access-token-1',
    });
  });

  it("reads 'ERROR: No records Found.' as an empty list", async () => {
    const gateway = crmAnswering({ statusCode: 200, content: 'ERROR: No records Found.' });
    await expect(
      makeCall(testConnection(gateway.fetch), {
        base: 'ecommerce',
        type: 'getQuoteItems',
        method: 'GET',
      }),
    ).resolves.toEqual([]);
  });

  it('throws the CRM message with the prefix stripped', async () => {
    const gateway = crmAnswering({
      statusCode: 200,
      content: 'ERROR: QLIs not found for promo code application.',
    });
    const call = makeCall(testConnection(gateway.fetch), {
      base: 'ecommerce',
      type: 'applyPromoCodeNG',
      method: 'POST',
      payload: { promoCode: 'SAVE' },
    });
    await expect(call).rejects.toBeInstanceOf(GatewayError);
    await expect(call).rejects.toMatchObject({
      statusCode: 200,
      message: 'QLIs not found for promo code application.',
    });
  });

  it("reports 'ERROR: No template found' as 'No template found'", async () => {
    const gateway = crmAnswering({ statusCode: 200, content: 'ERROR: No template found' });
    await expect(
      makeCall(testConnection(gateway.fetch), {
        base: 'ecommerce',
        type: 'getMergedMetaInfo',
        method: 'GET',
      }),
    ).rejects.toMatchObject({ statusCode: 200, message: 'No template found', origin: 'result' });
  });

  it('reports the gateway failure text', async () => {
    const gateway = fakeGatewayFetch(() => ({
      salesforceActions: awsJson({ statusCode: 500, content: 'Error fetching data from AppSync.' }),
    }));
    await expect(
      makeCall(testConnection(gateway.fetch), {
        base: 'ecommerce',
        type: 'getRecord',
        method: 'POST',
      }),
    ).rejects.toMatchObject({ statusCode: 500, message: 'Error fetching data from AppSync.' });
  });

  it('a rejected session (401 result) raises SessionExpiredError, tells the app once and is not retried', async () => {
    const listener = vi.fn();
    removeListener = onSessionExpired(listener);
    const gateway = fakeGatewayFetch(() => ({
      salesforceActions: awsJson({
        statusCode: 401,
        content: 'ERROR: Unauthorized: the access token is invalid or expired.',
      }),
    }));
    const call = makeCall(testConnection(gateway.fetch), {
      base: 'ecommerce',
      type: 'updateQLI',
      method: 'POST',
    });
    await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(gateway.received).toHaveLength(1);
  });

  it('makeCallFullResponse returns the whole CRM result', async () => {
    const result = { statusCode: 200, content: { actions: [] }, caseRecordTypeId: 'RT1' };
    const gateway = crmAnswering(result);
    await expect(
      makeCallFullResponse(testConnection(gateway.fetch), {
        base: 'installBaseManager',
        type: 'getCaseCreationActionDetails',
        method: 'GET',
        query: { stfId: 'S1' },
      }),
    ).resolves.toEqual(result);
  });

  it('makeCallFullResponse still throws for a failed result', async () => {
    const gateway = crmAnswering({ statusCode: 400, content: 'ERROR: stfId is required.' });
    await expect(
      makeCallFullResponse(testConnection(gateway.fetch), {
        base: 'installBaseManager',
        type: 'getCaseCreationActionDetails',
        method: 'GET',
      }),
    ).rejects.toMatchObject({ statusCode: 400, message: 'stfId is required.' });
  });
});

describe('quote line updates on a row lock (spec 001 section 8)', () => {
  it.each(['updateQLI', 'updateQtyOnQLIs'])(
    '%s is retried 500 ms apart until it goes through',
    async (type) => {
      const gateway = crmAnswering(ROW_LOCK, ROW_LOCK, {
        statusCode: 200,
        content: [{ Id: 'L1', qty: 2 }],
      });
      const sleep = vi.fn(() => Promise.resolve());
      const content = await makeCall(testConnection(gateway.fetch, SIGNED_IN_SESSION, sleep), {
        base: type === 'updateQLI' ? 'ecommerce' : 'installBaseManager',
        type,
        method: 'POST',
        payload: [{ Id: 'L1', qty: 2 }],
      });
      expect(content).toEqual([{ Id: 'L1', qty: 2 }]);
      expect(gateway.received).toHaveLength(3);
      expect(sleep.mock.calls).toEqual([[500], [500]]);
    },
  );

  it('gives up after 3 retries with the CRM message', async () => {
    const gateway = crmAnswering(ROW_LOCK);
    const sleep = vi.fn(() => Promise.resolve());
    const call = makeCall(testConnection(gateway.fetch, SIGNED_IN_SESSION, sleep), {
      base: 'ecommerce',
      type: 'updateQLI',
      method: 'POST',
      payload: [{ Id: 'L1', qty: 2 }],
    });
    await expect(call).rejects.toMatchObject({
      statusCode: 500,
      message:
        'UNABLE_TO_LOCK_ROW: unable to obtain exclusive access to this record or 1 records: record currently unavailable',
    });
    expect(gateway.received).toHaveLength(4);
    expect(sleep).toHaveBeenCalledTimes(3);
  });

  it('does not retry other failures of a quote line update', async () => {
    const gateway = crmAnswering({
      statusCode: 404,
      content: 'ERROR: Quote line items not found.',
    });
    const sleep = vi.fn(() => Promise.resolve());
    await expect(
      makeCall(testConnection(gateway.fetch, SIGNED_IN_SESSION, sleep), {
        base: 'ecommerce',
        type: 'updateQLI',
        method: 'POST',
        payload: [{ Id: 'nope', qty: 1 }],
      }),
    ).rejects.toMatchObject({ statusCode: 404, message: 'Quote line items not found.' });
    expect(gateway.received).toHaveLength(1);
    expect(sleep).not.toHaveBeenCalled();
  });

  it('does not retry a row lock of other writes (no duplicate writes)', async () => {
    const gateway = crmAnswering(ROW_LOCK);
    await expect(
      makeCall(testConnection(gateway.fetch), {
        base: 'ecommerce',
        type: 'saveItemToQuote',
        method: 'POST',
        payload: { saverequest: '[]' },
      }),
    ).rejects.toBeInstanceOf(GatewayError);
    expect(gateway.received).toHaveLength(1);
  });
});

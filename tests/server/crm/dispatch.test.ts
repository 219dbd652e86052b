import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/shared/contracts';
import { createCrm, ENDPOINT_BASES, NOT_FOUND_MESSAGE } from '../../../server/crm/index';
import { HANDLERS } from '../../../server/crm/registry';
import { openTestDatabase } from '../../../server/db/testing';
import { crmCall } from './crmCall';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

describe('makeCall dispatch', () => {
  it('answers an unknown type or base with the exact 404', async () => {
    const crm = createCrm(db);
    const expected = { statusCode: 404, content: 'Query name not found, improper request.' };
    expect(NOT_FOUND_MESSAGE).toBe(expected.content);
    expect(await crm.makeCall(crmCall('noSuchType'))).toEqual(expected);
    expect(await crm.makeCall(crmCall('toString'))).toEqual(expected);
    expect(
      await crm.makeCall(crmCall('getRecord', { base: '/services/apexrest/nowhere' })),
    ).toEqual(expected);
    expect(await crm.makeCall(crmCall('getRecord', { base: ENDPOINT_BASES.cpq }))).toEqual(
      expected,
    );
    expect(
      await crm.makeCall({ ...crmCall('getRecord'), endpoint: '/services/apexrest/ecommerce' }),
    ).toEqual(expected);
  });

  it('accepts a full CRM URL and a trailing slash', async () => {
    const crm = createCrm(db);
    const call = crmCall('getGuestAccounts', {
      callType: 'GET',
      query: { accId: '001Dn00000GuestAcc' },
    });
    const full = {
      ...call,
      endpoint: `https://cellaris.my.salesforce.test/services/apexrest/ecommerce/?${call.endpoint.split('?')[1]}`,
    };
    expect((await crm.makeCall(full)).statusCode).toBe(200);
  });

  it('refuses the wrong method with a 405-style result', async () => {
    const result = await createCrm(db).makeCall(crmCall('getActiveQuote', { callType: 'POST' }));
    expect(result.statusCode).toBe(405);
    expect(result.content).toMatch(/^ERROR: Method POST not allowed for getActiveQuote/);
  });

  it('rejects a payload that is not JSON', async () => {
    const result = await createCrm(db).makeCall(crmCall('getRecord', { payload: '{nope' }));
    expect(result).toEqual({ statusCode: 400, content: 'ERROR: The payload is not valid JSON.' });
  });

  it('lets a handler crash propagate to the gateway', async () => {
    const crashing = {
      ...HANDLERS,
      ecommerce: {
        ...HANDLERS.ecommerce,
        explode: {
          method: 'ANY' as const,
          handle: () => Promise.reject(new Error('handler crashed')),
        },
      },
    };
    await expect(createCrm(db, crashing).makeCall(crmCall('explode'))).rejects.toThrow(
      'handler crashed',
    );
  });

  it('registers every base', () => {
    expect(Object.keys(HANDLERS).sort()).toEqual(Object.keys(ENDPOINT_BASES).sort());
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { openTestDatabase } from '../../../../server/db/testing';
import { callerOf, crmCall, GUEST_CALLER, SOPHIE } from '../crmCall';

const IBM = '/services/apexrest/ibm';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

type Rest = Record<string, unknown>;
const AS_SOPHIE: Rest = {
  userType: 'AWSPortalUser',
  accountId: DEMO_ACCOUNTS.sso.id,
  contactId: SOPHIE.contactId,
  caller: callerOf(SOPHIE, 'sso'),
};
const AS_GUEST: Rest = {
  userType: 'AWSGuest',
  accountId: GUEST_CALLER.guestAccountId,
  contactId: undefined,
  domain: GUEST_CALLER.domain,
  caller: GUEST_CALLER,
};
/** Maria (the crmCall default) acts for Northgate, which owns a0IBNorth0001..4. */
const call = (payload: unknown, rest: Rest = {}) =>
  crm.makeCall(crmCall('getInstrument', { base: IBM, payload, callType: 'POST', ...rest }));

describe('getInstrument', () => {
  it("answers one of the account's instruments with its details", async () => {
    const answer = await call({ instrumentId: 'a0IBNorth0001' });
    expect(answer.statusCode).toBe(200);
    expect(answer.content).toEqual({
      instrument: expect.objectContaining({
        id: 'a0IBNorth0001',
        accountId: DEMO_ACCOUNTS.main.id,
        modelCode: 'AUR5L',
        modelName: 'Aurion 5L Spectral Flow Cytometer',
        serialNumber: 'AUR5L-21-004187',
        installDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        warrantyEndDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      }),
    });
  });

  it("answers another account's instrument exactly like an unknown id: 404", async () => {
    const foreign = await call({ instrumentId: 'a0IBHelix0001' });
    const unknown = await call({ instrumentId: 'a0IBNope00000' });
    expect(foreign).toMatchObject({ statusCode: 404, content: 'ERROR: Instrument not found.' });
    expect(unknown).toMatchObject({ statusCode: 404, content: 'ERROR: Instrument not found.' });
    // The owner reads it.
    const own = await call({ instrumentId: 'a0IBHelix0001' }, AS_SOPHIE);
    expect(own.statusCode).toBe(200);
  });

  it('refuses guests and a call without an id', async () => {
    expect((await call({ instrumentId: 'a0IBNorth0001' }, AS_GUEST)).statusCode).toBe(401);
    expect(await call({})).toMatchObject({
      statusCode: 400,
      content: 'ERROR: instrumentId is required.',
    });
  });
});

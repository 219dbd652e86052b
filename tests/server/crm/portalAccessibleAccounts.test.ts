import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../server/shared/contracts';
import { DEMO_ACCOUNTS } from '../../../server/shared/demo';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import { ADA, callerOf, crmCall, GUEST_CALLER, IVY, MARIA } from './crmCall';

let db: Db;
let crm: Crm;
beforeAll(async () => {
  db = await openTestDatabase();
  crm = createCrm(db);
});
afterAll(async () => {
  await db.close();
});

interface Row {
  RelatedAccountId: string;
  RelatedAccountName: string;
  IsMaster: boolean;
  PortalContext: string;
  IsIndirectBuyer: boolean;
  details: { Related_Account: { Id: string; Name: string } | null };
}

const accessible = async (
  caller: ReturnType<typeof callerOf> | typeof GUEST_CALLER,
  query: Record<string, string> = {},
  accountId = caller.kind === 'user' ? (caller.accountId ?? '') : '',
) =>
  crm.makeCall(
    crmCall('getPortalAccessibleAccounts', {
      callType: 'GET',
      query,
      caller,
      accountId,
      // A guest names no contact (crmCall's default is maria's).
      contactId: caller.kind === 'user' ? (caller.contactId ?? undefined) : undefined,
    }),
  );

describe('getPortalAccessibleAccounts', () => {
  it("lists the caller's accounts, master first, without the installed-base context", async () => {
    const result = await accessible(callerOf(MARIA));
    const rows = result.content as Row[];
    expect(rows.map((r) => [r.RelatedAccountName, r.IsMaster, r.PortalContext])).toEqual([
      [DEMO_ACCOUNTS.main.name, true, 'Portal'],
      [DEMO_ACCOUNTS.related.name, false, 'Portal'],
    ]);
  });

  it('adds the installed-base accounts only in installed-base mode', async () => {
    const rows = (await accessible(callerOf(MARIA), { isInstalledBase: 'true' })).content as Row[];
    expect(rows.map((r) => [r.RelatedAccountId, r.PortalContext])).toContainEqual([
      DEMO_ACCOUNTS.main.id,
      'IB',
    ]);
    const ada = (await accessible(callerOf(ADA))).content as Row[];
    expect(ada.map((r) => r.RelatedAccountId)).not.toContain(DEMO_ACCOUNTS.distributor.id);
    const adaIb = (await accessible(callerOf(ADA), { isInstalledBase: 'true' })).content as Row[];
    expect(adaIb.map((r) => r.RelatedAccountId)).toContain(DEMO_ACCOUNTS.distributor.id);
  });

  it('names the distributor an indirect buyer buys through', async () => {
    const rows = (await accessible(callerOf(IVY))).content as Row[];
    const hospital = rows.find((r) => r.RelatedAccountId === DEMO_ACCOUNTS.indirectBuyer.id);
    expect(hospital).toMatchObject({
      IsIndirectBuyer: true,
      details: { Related_Account: { Id: DEMO_ACCOUNTS.distributor.id } },
    });
    expect(rows.filter((r) => r.IsIndirectBuyer)).toHaveLength(3);
  });

  it('answers only for the verified caller: a guest has none, a claimed contact is refused', async () => {
    expect((await accessible(GUEST_CALLER)).content).toEqual([]);
    const claimed = await crm.makeCall(
      crmCall('getPortalAccessibleAccounts', {
        callType: 'GET',
        query: { cid: IVY.contactId },
      }),
    );
    expect(claimed.statusCode).toBe(403);
  });
});

/**
 * Issue 22: a cached guest catalogue answer is serialized once and its text reused
 * (server/shared/knownJson.ts). What the gateway sends must be byte for byte what it sent when
 * every request serialized the answer afresh, on the first (missed) read and on later (cached)
 * ones; answers that are not kept (errors, signed-in callers) are never remembered.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCrm } from '../../../server/crm/index';
import { HANDLERS } from '../../../server/crm/registry';
import type { CrmHandler } from '../../../server/crm/handler';
import { openTestDatabase } from '../../../server/db/testing';
import { createGateway, type Gateway } from '../../../server/gateway/createGateway';
import type { Db } from '../../../server/shared/contracts';
import { hasKnownJson } from '../../../server/shared/knownJson';
import { gatewayRequest, MAKE_CALL, makeCallData, TEST_API_KEY } from './gatewayClient';

let db: Db;
beforeAll(async () => {
  db = await openTestDatabase();
});
afterAll(async () => {
  await db.close();
});

function gatewayOn(handlers: typeof HANDLERS): Gateway {
  return createGateway({
    db,
    crm: createCrm(db, handlers, { revisionReuseMs: 250 }),
    identity: null,
    apiKey: TEST_API_KEY,
    testMode: false,
    revisionReuseMs: 250,
    reportError: () => undefined,
  });
}

/** The handlers with the catalogue read never shared: every answer serialized afresh, as before. */
function unsharedHandlers(): typeof HANDLERS {
  const { sharedCatalogAnswer: _shared, ...unshared }: CrmHandler =
    HANDLERS.ecommerce.retrieveCatalogNG!;
  return { ...HANDLERS, ecommerce: { ...HANDLERS.ecommerce, retrieveCatalogNG: unshared } };
}

const catalogueSearch = (searchText: string) =>
  makeCallData('retrieveCatalogNG', {
    payload: JSON.stringify({ jsonData: JSON.stringify({ searchText, pageSize: 24 }) }),
  });

async function bodyOf(gateway: Gateway, data: string): Promise<{ status: number; text: string }> {
  const response = await gateway.fetch(gatewayRequest(MAKE_CALL, { data }));
  return { status: response.status, text: await response.text() };
}

describe('the bytes of a cached guest catalogue answer', () => {
  it('are those of an answer serialized afresh, on the first read and on cached ones', async () => {
    const cached = gatewayOn(HANDLERS);
    const fresh = gatewayOn(unsharedHandlers());
    for (const search of ['CD4', 'CD8', 'no such product at all']) {
      const expected = await bodyOf(fresh, catalogueSearch(search));
      expect(expected.status).toBe(200);
      expect(expected.text).toContain('\\\\\\"statusCode\\\\\\":200');
      for (let read = 0; read < 3; read++)
        expect(await bodyOf(cached, catalogueSearch(search))).toEqual(expected);
    }
  });

  it('keep the envelope text of one answer shared, and leave errors unremembered', async () => {
    const crm = createCrm(db, HANDLERS, { revisionReuseMs: 250 });
    const call = {
      domain: 'guest.localhost',
      callType: 'POST' as const,
      endpoint: '/services/apexrest/ecommerce?type=retrieveCatalogNG',
      payload: JSON.stringify({ jsonData: JSON.stringify({ searchText: 'CD4', pageSize: 5 }) }),
      userType: 'AWSGuest',
      accountId: '001Dn00000GuestAcc',
      caller: {
        kind: 'guest' as const,
        storefrontId: 'sf-cellaris-shop',
        domain: 'guest.localhost',
        guestAccountId: '001Dn00000GuestAcc',
      },
    };
    const answer = await crm.makeCall(call);
    expect(answer.statusCode).toBe(200);
    expect(hasKnownJson(answer)).toBe(true);
    // Another account than the guest's is refused, and the refusal is not kept.
    const refused = await crm.makeCall({ ...call, accountId: '001SomeoneElse' });
    expect(refused.statusCode).toBe(403);
    expect(hasKnownJson(refused)).toBe(false);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Crm, Db } from '../../../../server/shared/contracts';
import { DEMO_ACCOUNTS, DEMO_USERS } from '../../../../server/shared/demo';
import { createCrm } from '../../../../server/crm/index';
import { openTestDatabase } from '../../../../server/db/testing';
import { DEMO_SERVICE, GENERATED_PART_COUNT } from '../../../../server/db/seed/serviceParts';
import { callerOf, crmCall, GUEST_CALLER, MARIA, PAUL, SOPHIE } from '../crmCall';

const IBM = '/services/apexrest/ibm';
const TOM = DEMO_USERS.find((user) => user.username === 'tom.totp')!;

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
const AS_MARIA: Rest = {};
const AS_PAUL: Rest = {
  userType: 'AWSPortalUser',
  contactId: PAUL.contactId,
  caller: callerOf(PAUL),
};
const AS_TOM: Rest = {
  userType: 'AWSManager',
  accountId: DEMO_ACCOUNTS.related.id,
  contactId: TOM.contactId,
  caller: callerOf(TOM),
};
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

const call = (type: string, payload: unknown = {}, rest: Rest = AS_MARIA, callType = 'POST') =>
  crm.makeCall(
    crmCall(type, { base: IBM, payload, callType: callType as 'GET' | 'POST', ...rest }),
  );
const content = async <T>(promise: ReturnType<typeof call>): Promise<T> => {
  const answer = await promise;
  expect(answer.statusCode, JSON.stringify(answer.content)).toBe(200);
  return answer.content as T;
};
const mariaExtras = { awsUserType: 'AWSManager', contactId: MARIA.contactId };
const mariaExtrasAws = { userTypeAWS: 'AWSManager', contactIdAWS: MARIA.contactId };

interface Part {
  itemId: string;
  partNumber: string;
  isObsolete: boolean;
  models: string[];
  category: string;
  explodedView: { imageId: string; callout: number } | null;
}
interface Cart {
  quote: { id: string; status: string; isActive: boolean };
  lineItems: { id: string; itemId: string; sku: string; qty: number }[];
}

async function partId(partNumber: string): Promise<string> {
  const { parts } = await content<{ parts: Part[] }>(
    call('getPartsList', { searchText: partNumber }),
  );
  const found = parts.find((part) => part.partNumber === partNumber);
  if (!found) throw new Error(`no part ${partNumber}`);
  return found.itemId;
}

describe('installed base', () => {
  it("answers the account's instruments with contract and warranty, from the install-base manager base", async () => {
    const { instruments } = await content<{ instruments: Record<string, unknown>[] }>(
      call('getInstalledBase', undefined, AS_MARIA, 'GET'),
    );
    expect(instruments.map((i) => i.id).sort()).toEqual([...DEMO_SERVICE.mainInstrumentIds].sort());
    const aurion = instruments.find((i) => i.serialNumber === 'AUR5L-21-004187')!;
    expect(aurion).toMatchObject({
      modelCode: 'AUR5L',
      modelName: 'Aurion 5L Spectral Flow Cytometer',
      productLine: 'Flow cytometer',
      installDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      location: 'Building B, Flow Core, Room 214',
      contract: { name: 'Cellaris Care Premium', number: 'SC-000312', endDate: expect.any(String) },
      warrantyEndDate: expect.any(String),
    });
  });

  it('shows a user only the account they act for, and refuses guests', async () => {
    const { instruments } = await content<{ instruments: { id: string }[] }>(
      call('getInstalledBase', undefined, AS_SOPHIE, 'GET'),
    );
    expect(instruments.map((i) => i.id)).toContain(DEMO_SERVICE.ssoInstrumentId);
    expect(instruments.some((i) => DEMO_SERVICE.mainInstrumentIds.includes(i.id as never))).toBe(
      false,
    );
    expect((await call('getInstalledBase', undefined, AS_GUEST, 'GET')).statusCode).toBe(401);
    // Asking for another account than one's own is the gateway's 403.
    expect(
      (await call('getInstalledBase', { accId: DEMO_ACCOUNTS.sso.id }, AS_MARIA, 'GET')).statusCode,
    ).toBe(403);
  });
});

describe('getPartsList', () => {
  it('searches part number and description, every word, with paging and category counts', async () => {
    const all = await content<{ totalCount: number }>(call('getPartsList', { pageSize: 1 }));
    expect(all.totalCount).toBeGreaterThan(GENERATED_PART_COUNT);
    const found = await content<{
      parts: Part[];
      totalCount: number;
      categories: { name: string; count: number }[];
    }>(call('getPartsList', { searchText: 'laser 488' }));
    expect(found.parts.map((p) => p.partNumber)).toEqual(['AUR-LM488-02', 'AUR-LM488-01']);
    expect(found.categories).toEqual([{ name: 'Lasers & optics', count: 2 }]);
    const exact = await content<{ parts: Part[] }>(
      call('getPartsList', { searchText: 'aur-fc-100' }),
    );
    expect(exact.parts[0]?.partNumber).toBe('AUR-FC-100');
    const page2 = await content<{ parts: Part[]; page: number }>(
      call('getPartsList', { modelCode: 'AUR3L', page: 2, pageSize: 5 }),
    );
    expect(page2.page).toBe(2);
    expect(page2.parts).toHaveLength(5);
    expect(page2.parts.every((p) => p.models.includes('AUR3L'))).toBe(true);
  });

  it("scopes by the caller's instrument and category; another account's instrument is missing", async () => {
    const scoped = await content<{ parts: Part[]; modelCode: string }>(
      call('getPartsList', { instrumentId: 'a0IBNorth0004', category: 'Fluidics', pageSize: 100 }),
    );
    expect(scoped.modelCode).toBe('HSQ2K');
    expect(scoped.parts.length).toBeGreaterThan(0);
    expect(scoped.parts.every((p) => p.models.includes('HSQ2K') && p.category === 'Fluidics')).toBe(
      true,
    );
    expect(
      (await call('getPartsList', { instrumentId: DEMO_SERVICE.ssoInstrumentId })).statusCode,
    ).toBe(404);
    expect((await call('getPartsList', { pageSize: 500 })).statusCode).toBe(400);
    expect((await call('getPartsList', {}, AS_GUEST)).statusCode).toBe(401);
  });
});

describe('relations and images', () => {
  it('offers the replacement of an obsolete part, and substitutes and related parts', async () => {
    const obsolete = await partId(DEMO_SERVICE.obsoletePart);
    const answer = await content<{ part: Part; supersededBy: Part[]; related: Part[] }>(
      call('getSuperSubRelatedItemsParts', { itemId: obsolete }),
    );
    expect(answer.part.isObsolete).toBe(true);
    expect(answer.supersededBy.map((p) => p.partNumber)).toEqual([DEMO_SERVICE.replacementPart]);
    const replacement = await content<{ supersedes: Part[]; related: Part[] }>(
      call('getSuperSubRelatedItemsParts', { itemId: await partId(DEMO_SERVICE.replacementPart) }),
    );
    expect(replacement.supersedes.map((p) => p.partNumber)).toEqual([DEMO_SERVICE.obsoletePart]);
    expect(replacement.related.map((p) => p.partNumber)).toEqual(['AUR-FLT-530']);
    const probe = await content<{ substitutes: Part[] }>(
      call('getSuperSubRelatedItemsParts', { itemId: 'AUR-SIP-01' }),
    );
    expect(probe.substitutes.map((p) => p.partNumber)).toEqual(['AUR-SIP-01S']);
    expect((await call('getSuperSubRelatedItemsParts', { itemId: 'nope' })).statusCode).toBe(404);
  });

  it('lists a part photo and its exploded view with the callout; loadImageBody sends 512-character chunks', async () => {
    const { images } = await content<{
      images: { id: string; kind: string; size: number; callout: { number: number } | null }[];
    }>(call('getImages', { itemId: await partId('AUR-FC-100') }));
    expect(images.map((i) => i.kind)).toEqual(['Photo', 'Exploded view']);
    expect(images[1]?.callout?.number).toBe(3);
    const body = await content<{
      chunks: string[];
      chunkSize: number;
      size: number;
      contentType: string;
    }>(call('loadImageBody', { imageId: images[1]!.id }));
    expect(body.chunkSize).toBe(512);
    expect(body.contentType).toBe('image/svg+xml');
    expect(body.chunks.length).toBeGreaterThan(2);
    expect(body.chunks.slice(0, -1).every((chunk) => chunk.length === 512)).toBe(true);
    const svg = Buffer.from(body.chunks.join(''), 'base64');
    expect(svg.length).toBe(body.size);
    expect(svg.length).toBe(images[1]!.size);
    expect(svg.toString('utf8')).toContain('exploded view');
    expect((await call('loadImageBody', {})).statusCode).toBe(400);
    expect((await call('loadImageBody', { imageId: 'img-none' })).statusCode).toBe(404);
  });
});

describe('parts cart', () => {
  it("getQliQuantity needs awsUserType and contactId, the caller's own", async () => {
    const itemId = await partId('AUR-ORS-12');
    expect((await call('getQliQuantity', { itemIds: [itemId] })).statusCode).toBe(400);
    expect(
      (
        await call('getQliQuantity', {
          itemIds: [itemId],
          awsUserType: 'AWSManager',
          contactId: PAUL.contactId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call('getQliQuantity', {
          itemIds: [itemId],
          awsUserType: 'AWSPortalUser',
          contactId: MARIA.contactId,
        })
      ).statusCode,
    ).toBe(403);
    const answer = await content<{ quantities: Record<string, number> }>(
      call('getQliQuantity', { itemIds: [itemId], ...mariaExtras }),
    );
    expect(answer.quantities).toEqual({ [itemId]: 0 });
  });

  it('addPartToQuote adds to the open cart (the one getActiveQuote shows), raises quantities, refuses obsolete parts', async () => {
    const itemId = await partId('AUR-ORS-12');
    expect((await call('addPartToQuote', { itemId, qty: 2 })).statusCode).toBe(400);
    expect((await call('addPartToQuote', { itemId, qty: 0, ...mariaExtras })).statusCode).toBe(400);
    expect(
      (
        await call('addPartToQuote', {
          itemId,
          qty: 2,
          awsUserType: 'AWSManager',
          contactId: PAUL.contactId,
        })
      ).statusCode,
    ).toBe(403);
    const first = await content<Cart>(call('addPartToQuote', { itemId, qty: 2, ...mariaExtras }));
    const cart = await content<Cart>(call('addPartToQuote', { itemId, qty: 3, ...mariaExtras }));
    expect(cart.quote.id).toBe(first.quote.id);
    expect(cart.lineItems.find((line) => line.itemId === itemId)?.qty).toBe(5);
    const shown = await crm.makeCall(crmCall('getActiveQuote', { callType: 'GET' }));
    expect((shown.content as Cart).quote.id).toBe(cart.quote.id);
    const quantities = await content<{ quantities: Record<string, number> }>(
      call('getQliQuantity', { itemIds: [itemId], ...mariaExtras }),
    );
    expect(quantities.quantities[itemId]).toBe(5);
    const refused = await call('addPartToQuote', {
      itemId: await partId(DEMO_SERVICE.obsoletePart),
      qty: 1,
      ...mariaExtras,
    });
    expect(refused).toEqual({
      statusCode: 409,
      content: `ERROR: Part ${DEMO_SERVICE.obsoletePart} is obsolete; order ${DEMO_SERVICE.replacementPart} instead.`,
    });
  });

  it('updateQtyOnQLIs sets quantities and answers the cart; another contact may not touch the lines', async () => {
    const { cart } = await content<{ cart: Cart }>(call('getActiveOpenCart', mariaExtrasAws));
    const line = cart.lineItems.find((l) => l.sku === 'AUR-ORS-12')!;
    expect(
      (await call('updateQtyOnQLIs', { lineItems: [{ Id: line.id, qty: 7 }] }, AS_PAUL)).statusCode,
    ).toBe(403);
    const updated = await content<Cart>(
      call('updateQtyOnQLIs', { lineItems: [{ Id: line.id, qty: 7 }] }),
    );
    expect(updated.lineItems.find((l) => l.id === line.id)?.qty).toBe(7);
    const lines = await content<{
      lines: { id: string; partNumber: string | null; availability: string | null }[];
    }>(call('retrieveQuoteLines', { quoteId: cart.quote.id }));
    expect(lines.lines.find((l) => l.id === line.id)).toMatchObject({
      partNumber: 'AUR-ORS-12',
      availability: 'In stock',
    });
    expect((await call('retrieveQuoteLines', { quoteId: cart.quote.id }, AS_PAUL)).statusCode).toBe(
      403,
    );
    const removed = await crm.makeCall(
      crmCall('deleteLineItems', { base: IBM, payload: { qliIds: [line.id] } }),
    );
    expect(removed.statusCode).toBe(200);
  });

  it('getActiveOpenCart needs userTypeAWS and contactIdAWS and lists the service quotes', async () => {
    expect((await call('getActiveOpenCart', mariaExtras)).statusCode).toBe(400);
    expect(
      (await call('getActiveOpenCart', { userTypeAWS: 'AWSManager', contactIdAWS: PAUL.contactId }))
        .statusCode,
    ).toBe(403);
    const answer = await content<{
      serviceQuotes: { id: string; instrument: { serialNumber: string } }[];
    }>(call('getActiveOpenCart', mariaExtrasAws));
    expect(answer.serviceQuotes.map((q) => q.id)).toEqual([DEMO_SERVICE.mariaServiceQuoteId]);
    expect(answer.serviceQuotes[0]?.instrument.serialNumber).toBe('AUR3L-18-001932');
  });

  it("takeThisQuote makes the service quote the active cart and keeps the old cart; another's is refused", async () => {
    const before = await content<{ cart: Cart }>(call('getActiveOpenCart', mariaExtrasAws));
    const tomExtras = { userTypeAWS: 'AWSManager', contactIdAWS: TOM.contactId };
    expect(
      (await call('takeThisQuote', { quoteId: DEMO_SERVICE.tomServiceQuoteId, ...mariaExtrasAws }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('takeThisQuote', { quoteId: DEMO_SERVICE.mariaServiceQuoteId })).statusCode,
    ).toBe(400);
    const taken = await content<Cart>(
      call('takeThisQuote', { quoteId: DEMO_SERVICE.mariaServiceQuoteId, ...mariaExtrasAws }),
    );
    expect(taken.quote).toMatchObject({
      id: DEMO_SERVICE.mariaServiceQuoteId,
      status: 'Draft',
      isActive: true,
    });
    expect(taken.lineItems.map((l) => l.sku)).toEqual(['AUR-SHF-02', 'AUR-ORS-12', 'AUR-SIP-01']);
    const after = await content<{ cart: Cart; serviceQuotes: unknown[] }>(
      call('getActiveOpenCart', mariaExtrasAws),
    );
    expect(after.cart.quote.id).toBe(DEMO_SERVICE.mariaServiceQuoteId);
    expect(after.serviceQuotes).toEqual([]);
    const [old] = await db.query<{ is_active: boolean }>(
      'SELECT is_active FROM quotes WHERE id = $1',
      [before.cart.quote.id],
    );
    expect(old?.is_active).toBe(false);
    expect(
      (
        await call('takeThisQuote', {
          quoteId: DEMO_SERVICE.mariaServiceQuoteId,
          ...mariaExtrasAws,
        })
      ).statusCode,
    ).toBe(409);
    expect(
      (
        await call(
          'takeThisQuote',
          { quoteId: DEMO_SERVICE.tomServiceQuoteId, ...tomExtras },
          AS_TOM,
        )
      ).statusCode,
    ).toBe(200);
  });
});

describe('kits', () => {
  it('lists components; candidates and edits only for a manager, enforced on the server', async () => {
    const kitItemId = await partId(DEMO_SERVICE.kitPart);
    const forPaul = await content<{ components: Part[]; candidates: Part[]; mayEdit: boolean }>(
      call('getLinkComponent', { kitItemId }, AS_PAUL),
    );
    expect(forPaul.components.map((c) => c.partNumber)).toEqual([
      'AUR-ORS-12',
      'AUR-SHF-02',
      'AUR-TUB-SET',
    ]);
    expect(forPaul).toMatchObject({ candidates: [], mayEdit: false });
    const componentItemId = await partId('AUR-FLT-530');
    const refused = await call('linkComponent', { kitItemId, componentItemId }, AS_PAUL);
    expect(refused.statusCode).toBe(403);
    const linked = await content<{ components: Part[]; candidates: Part[] }>(
      call('linkComponent', { kitItemId, componentItemId }),
    );
    expect(linked.components.map((c) => c.partNumber)).toContain('AUR-FLT-530');
    expect(linked.candidates.map((c) => c.partNumber)).not.toContain('AUR-FLT-530');
    expect((await call('linkComponent', { kitItemId, componentItemId })).statusCode).toBe(409);
    expect(
      (
        await call('linkComponent', {
          kitItemId,
          componentItemId: await partId(DEMO_SERVICE.obsoletePart),
        })
      ).statusCode,
    ).toBe(409);
    expect((await call('unlinkKitItem', { kitItemId, componentItemId }, AS_PAUL)).statusCode).toBe(
      403,
    );
    const unlinked = await content<{ components: Part[] }>(
      call('unlinkKitItem', { kitItemId, componentItemId }),
    );
    expect(unlinked.components.map((c) => c.partNumber)).not.toContain('AUR-FLT-530');
    expect((await call('unlinkKitItem', { kitItemId, componentItemId })).statusCode).toBe(404);
    expect((await call('getLinkComponent', { kitItemId: componentItemId })).statusCode).toBe(404);
  });
});

/**
 * Issue 14, "the CRM stand-in believes the caller": every makeCall that names another customer's
 * contact, account or record, tried by each role against the real gateway, CRM, database and user
 * pool, is refused (401 or 403, or answered as missing) and changes nothing; each role's own calls still work.
 */
import { NO_RECORDS_MESSAGE } from '../../schemas/specConstants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_QUOTES } from '../../server/db/seed/crmRecords';
import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USERS } from '../../server/shared/demo';
import {
  actionResult,
  graphql,
  signIn,
  startSecurityStack,
  stateFingerprint,
  type SecurityStack,
} from './support/securityStack';
import { tally } from './support/tally';

const MAKE_CALL = 'query M($data: AWSJSON) { salesforceActions(action: "makeCall", data: $data) }';
const user = (name: string) => DEMO_USERS.find((u) => u.username === name)!;
const MARIA = user('maria.manager');
const SOPHIE = user('sophie.sso');
/** An account nobody in the demo but its own contacts may use. */
const FOREIGN_ACCOUNT = { id: '001Dn00000Ridgeway', contactId: '003Dn00000RaviKuma' };

type RoleName = 'anonymous' | 'guest' | 'portal user' | 'manager of another account' | 'manager';

interface Role {
  name: RoleName;
  token: string | null;
  domain: string;
  /** What the role's own session sends as makeCall's account and contact. */
  accountId: string | null;
  contactId: string | null;
  /** Another customer's contact-level records this role attacks. */
  victim: { contactId: string; accountId: string; quoteId: string };
}

interface Attack {
  name: string;
  type: string;
  method?: 'GET' | 'POST';
  query?: Record<string, string>;
  payload?: unknown;
  /** makeCall's own accountId / contactId claims (default: the role's session values). */
  accountId?: string;
  contactId?: string;
}

let stack: SecurityStack;
const roles: Role[] = [];
const victimLine = new Map<string, string>();
const victimNotification = new Map<string, string>();

beforeAll(async () => {
  stack = await startSecurityStack();
  const [paul, ivy, maria] = await Promise.all([
    signIn(stack, 'paul.portal'),
    signIn(stack, 'ivy.indirect'),
    signIn(stack, 'maria.manager'),
  ]);
  const mariaVictim = {
    contactId: MARIA.contactId,
    accountId: DEMO_ACCOUNTS.main.id,
    quoteId: DEMO_QUOTES.mariaCart,
  };
  const portal = DEMO_STOREFRONTS.portal.domain;
  roles.push(
    {
      name: 'anonymous',
      token: null,
      domain: portal,
      accountId: null,
      contactId: null,
      victim: mariaVictim,
    },
    {
      name: 'guest',
      token: null,
      domain: DEMO_STOREFRONTS.guest.domain,
      accountId: DEMO_STOREFRONTS.guest.guestAccountId,
      contactId: null,
      victim: mariaVictim,
    },
    {
      name: 'portal user',
      token: paul,
      domain: portal,
      accountId: DEMO_ACCOUNTS.main.id,
      contactId: user('paul.portal').contactId,
      victim: mariaVictim,
    },
    {
      name: 'manager of another account',
      token: ivy,
      domain: portal,
      accountId: DEMO_ACCOUNTS.distributor.id,
      contactId: user('ivy.indirect').contactId,
      victim: mariaVictim,
    },
    {
      name: 'manager',
      token: maria,
      domain: portal,
      accountId: DEMO_ACCOUNTS.main.id,
      contactId: MARIA.contactId,
      victim: {
        contactId: SOPHIE.contactId,
        accountId: DEMO_ACCOUNTS.sso.id,
        quoteId: DEMO_QUOTES.sophieCart,
      },
    },
  );
  for (const quoteId of [DEMO_QUOTES.mariaCart, DEMO_QUOTES.sophieCart]) {
    const [line] = await stack.db.query<{ id: string }>(
      'SELECT id FROM quote_line_items WHERE quote_id = $1 ORDER BY id LIMIT 1',
      [quoteId],
    );
    victimLine.set(quoteId, line!.id);
  }
  for (const contactId of [MARIA.contactId, SOPHIE.contactId]) {
    const [row] = await stack.db.query<{ id: string }>(
      'SELECT id FROM contact_notifications WHERE contact_id = $1 ORDER BY id LIMIT 1',
      [contactId],
    );
    if (row) victimNotification.set(contactId, row.id);
  }
});

afterAll(async () => {
  tally.print('CRM calls (makeCall)');
  await stack?.close();
});

function attacksOn(role: Role): Attack[] {
  const { contactId: vc, accountId: va, quoteId: vq } = role.victim;
  const line = victimLine.get(vq)!;
  const notification = victimNotification.get(vc);
  const attacks: Attack[] = [
    {
      name: "reads the victim's cart by cid/accId",
      type: 'getActiveQuote',
      method: 'GET',
      query: { cid: vc, accId: va },
    },
    {
      name: "reads the victim's cart by makeCall's contactId",
      type: 'getActiveQuoteFromUser',
      method: 'GET',
      contactId: vc,
    },
    { name: "reads the victim's quote lines", type: 'getQuoteItems', query: { quoteid: vq } },
    {
      name: "reads the victim's notifications",
      type: 'getNotifications',
      method: 'GET',
      query: { cid: vc, accId: va },
    },
    {
      name: "counts the victim's notifications",
      type: 'getNotificationsCount',
      method: 'GET',
      query: { cid: vc },
    },
    {
      name: "changes a line of the victim's cart",
      type: 'updateQLI',
      payload: [{ Id: line, qty: 99 }],
    },
    {
      name: "deletes a line of the victim's cart",
      type: 'deleteLineItems',
      payload: { qliIds: [line] },
    },
    {
      name: "adds to the victim's cart",
      type: 'saveItemToQuote',
      query: { objID: vq },
      payload: { saverequest: { itemId: 'a1Cellaris0000002', qty: 1 } },
    },
    {
      name: "adds to a new cart at the victim's account",
      type: 'saveItemToQuote',
      accountId: va,
      contactId: vc,
      payload: { saverequest: { itemId: 'a1Cellaris0000002', qty: 1 } },
    },
    {
      name: "applies a promo code to the victim's cart",
      type: 'applyPromoCodeNG',
      payload: {
        promoCode: 'WELCOME10',
        quoteId: vq,
        qliIds: [line],
        isLastBatch: true,
        originalTotalSalesPrice: 10000,
      },
    },
    {
      name: "commits tax on the victim's cart",
      type: 'calculateAvaTax',
      payload: { recordId: vq, isCommit: true },
    },
    {
      name: "lists the victim's quote lines for a promo",
      type: 'getQLIsForPromoCode',
      query: { quoteId: vq },
    },
    {
      name: "reads the promo code of the victim's cart",
      type: 'getPromoCodeInfo',
      query: { quoteId: vq },
    },
    {
      name: "makes the victim's quote their active cart",
      type: 'makeActiveCart',
      query: { quoteId: vq },
    },
    {
      name: 'starts a new cart for the victim',
      type: 'startNewCart',
      query: { cid: vc },
      accountId: va,
    },
    {
      name: "reads the victim's quote by id",
      type: 'getRecord',
      payload: { objectName: 'Quote', objectId: vq },
    },
    {
      name: "reads the victim's quote, formatted",
      type: 'getFormattedObjectDetails',
      query: { objectapi: 'Quote', objectid: vq },
    },
    {
      name: "reads another account's contact",
      type: 'getRecord',
      payload: { objectName: 'Contact', objectId: FOREIGN_ACCOUNT.contactId },
    },
    {
      name: 'reads another account by id',
      type: 'getRecord',
      payload: { objectName: 'Account', objectId: FOREIGN_ACCOUNT.id },
    },
    {
      name: "lists another account's contacts",
      type: 'getLookupRecords',
      query: { accId: FOREIGN_ACCOUNT.id },
      payload: { objectName: 'Contact' },
    },
    {
      name: 'adds a contact to another account',
      type: 'contactInSF',
      query: { accId: FOREIGN_ACCOUNT.id, fn: 'Eve', ln: 'Mallory', email: 'eve@evil.test' },
    },
    {
      name: "deactivates another account's contact",
      type: 'userDeactivatedInAWS',
      query: { cid: FOREIGN_ACCOUNT.contactId },
    },
    {
      name: 'acts for another account',
      type: 'retrieveCatalogNG',
      accountId: FOREIGN_ACCOUNT.id,
      payload: { jsonData: { pageSize: 1 } },
    },
    {
      name: "claims the victim's contact",
      type: 'getActiveStorefronts',
      method: 'GET',
      contactId: vc,
    },
  ];
  if (notification)
    attacks.push({
      name: "marks the victim's notification read",
      type: 'updateNotifications',
      payload: [{ Id: notification, isRead: true }],
    });
  return attacks;
}

async function attempt(role: Role, attack: Attack) {
  const query = new URLSearchParams({ type: attack.type, ...attack.query });
  const data = {
    userType: 'AWSManager', // a claim: the gateway uses the verified caller's groups
    accountId: attack.accountId ?? role.accountId,
    domain: role.domain,
    callType: attack.method ?? 'POST',
    endpoint: `/services/apexrest/ecommerce?${query.toString()}`,
    payload: attack.payload === undefined ? '' : JSON.stringify(attack.payload),
    ...((attack.contactId ?? role.contactId)
      ? { contactId: attack.contactId ?? role.contactId }
      : {}),
  };
  const answer = await graphql(
    stack,
    MAKE_CALL,
    { data: JSON.stringify(data) },
    { token: role.token },
  );
  return actionResult(answer, 'salesforceActions');
}

const ROLE_NAMES: RoleName[] = [
  'anonymous',
  'guest',
  'portal user',
  'manager of another account',
  'manager',
];

describe.each(ROLE_NAMES)('as %s', (roleName) => {
  it("is refused every call on another customer's data, and nothing changes", async () => {
    const role = roles.find((r) => r.name === roleName)!;
    const before = await stateFingerprint(stack);
    const leaks: string[] = [];
    for (const attack of attacksOn(role)) {
      const result = await attempt(role, attack);
      // A record of someone else answers as if it did not exist (404, or the spec's "No records
      // Found."), so other customers' ids cannot be probed; a call naming an account or a contact
      // that is not the caller's is refused outright (401/403).
      const content = String(result.content);
      const refused =
        (result.statusCode === 401 && content.startsWith('ERROR: Unauthorized')) ||
        (result.statusCode === 403 && content.startsWith('ERROR: Forbidden')) ||
        (result.statusCode === 404 && /not found/i.test(content)) ||
        content === NO_RECORDS_MESSAGE;
      tally.record(roleName, refused);
      if (!refused)
        leaks.push(`${attack.name} (${attack.type}): ${JSON.stringify(result).slice(0, 200)}`);
    }
    expect(leaks).toEqual([]);
    expect(await stateFingerprint(stack)).toBe(before);
  });
});

describe("each role's own calls still work", () => {
  it('a guest browses the catalogue and reads the guest cart', async () => {
    const guest = roles.find((r) => r.name === 'guest')!;
    const catalogue = await attempt(guest, {
      name: 'catalogue',
      type: 'retrieveCatalogNG',
      payload: { jsonData: { pageSize: 1 } },
    });
    expect(catalogue.statusCode).toBe(200);
    const cart = await attempt(guest, {
      name: 'guest cart',
      type: 'getActiveQuote',
      method: 'GET',
      query: { quoteId: DEMO_QUOTES.guestCart },
    });
    expect(cart.content).toMatchObject({ quote: { id: DEMO_QUOTES.guestCart } });
  });

  it('a manager reads her cart and switches to a related account she may use', async () => {
    const manager = roles.find((r) => r.name === 'manager')!;
    const cart = await attempt(manager, {
      name: 'own cart',
      type: 'getActiveQuote',
      method: 'GET',
    });
    expect(cart.content).toMatchObject({ quote: { id: DEMO_QUOTES.mariaCart } });
    const related = await attempt(manager, {
      name: 'related',
      type: 'getActiveQuote',
      method: 'GET',
      accountId: DEMO_ACCOUNTS.related.id,
    });
    expect(related.content).toMatchObject({ quote: { id: DEMO_QUOTES.mariaRelated } });
  });

  it('an account lookup answers only the accounts the caller may use', async () => {
    const manager = roles.find((r) => r.name === 'manager')!;
    const accounts = await attempt(manager, {
      name: 'accounts',
      type: 'getLookupRecords',
      payload: { objectName: 'Account', displayFields: ['Id'] },
    });
    expect((accounts.content as { Id: string }[]).map((a) => a.Id).sort()).toEqual(
      [DEMO_ACCOUNTS.main.id, DEMO_ACCOUNTS.related.id].sort(),
    );
  });

  it('a distributor manager acts for the indirect buyer she supplies', async () => {
    const ivy = roles.find((r) => r.name === 'manager of another account')!;
    const cart = await attempt(ivy, {
      name: 'indirect buyer cart',
      type: 'getActiveQuote',
      method: 'GET',
      accountId: DEMO_ACCOUNTS.indirectBuyer.id,
    });
    expect(cart.content).toMatchObject({ quote: { id: DEMO_QUOTES.ivyIndirect } });
  });
});

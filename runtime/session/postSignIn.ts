import type { BootConfig } from '../../schemas/boot';
import { emitCartChanged } from '../cart/cartBridge';
import { makeCall, userActivityLog, type GatewayConnection } from '../gateway/index';
import type { AccountRecord } from './sessionState';
import { GUEST_QUOTE_KEY, QUOTE_ID_KEY } from './storageKeys';
import type { UserProfile } from './userProfile';

interface QuoteWithLines {
  quote?: { id?: unknown };
  itemCount?: unknown;
}

/** The account record (Id, Name) of the user's account, through the CRM's getRecord. */
export async function fetchAccountDetails(
  connection: GatewayConnection,
  accountId: string,
): Promise<AccountRecord | null> {
  const content = await makeCall<{ recordData?: { Id?: unknown; Name?: unknown } }>(connection, {
    base: 'ecommerce',
    type: 'getRecord',
    method: 'POST',
    payload: { objectName: 'Account', objectId: accountId, displayFields: ['Id', 'Name'] },
  });
  const record = content?.recordData;
  if (typeof record?.Id !== 'string') return null;
  return { Id: record.Id, Name: typeof record.Name === 'string' ? record.Name : '' };
}

/** Spec 000 sections 3 and 4: the `login` activity. */
export function logLoginActivity(
  connection: GatewayConnection,
  boot: BootConfig,
  profile: UserProfile,
  now: number,
): Promise<unknown> {
  const domain = boot.domain;
  return userActivityLog(connection, {
    storefrontId: domain.storefrontId,
    salesforceOrgId: profile['custom:salesforceOrgId'] ?? domain.organization.salesforceOrgId,
    userName: profile.username,
    userPoolId: domain.awsUserPoolId,
    payload: {
      email: profile.email,
      ...(profile['custom:salesforceContactId']
        ? { contactId: profile['custom:salesforceContactId'] }
        : {}),
      sf_user_name: profile.username,
      storefrontName: domain.storefrontName,
      action: 'login',
      domain: domain.domain,
      timestamp: now,
    },
  });
}

/** The guest quote's id as stored: a bare id or a JSON object with id / Id / quoteId. */
export function readGuestQuoteId(stored: string | null): string | null {
  if (!stored) return null;
  try {
    const value: unknown = JSON.parse(stored);
    if (typeof value === 'string') return value || null;
    if (typeof value === 'object' && value !== null) {
      const record = value as Record<string, unknown>;
      for (const field of ['quoteId', 'Id', 'id']) {
        if (typeof record[field] === 'string' && record[field]) return record[field];
      }
      return null;
    }
  } catch {
    // Not JSON: a bare id.
  }
  return /^[A-Za-z0-9_-]{1,64}$/.test(stored) ? stored : null;
}

/**
 * Spec 001 section 4: a stored guest quote becomes the signed-in user's active cart
 * (makeActiveCartForGuest); its id becomes the active quote id and the guest key goes.
 */
export async function promoteGuestQuote(
  connection: GatewayConnection,
  profile: UserProfile,
  accountId: string | null,
  storage: Storage | null,
): Promise<string | null> {
  const quoteId = readGuestQuoteId(storage?.getItem(GUEST_QUOTE_KEY) ?? null);
  const contactId = profile['custom:salesforceContactId'];
  if (!quoteId || !contactId || !accountId) return null;
  const content = await makeCall<QuoteWithLines | null>(connection, {
    base: 'ecommerce',
    type: 'makeActiveCartForGuest',
    method: 'POST',
    query: { cid: contactId, accId: accountId, ut: profile.userType, quoteId },
  });
  storage?.removeItem(GUEST_QUOTE_KEY);
  storage?.setItem(QUOTE_ID_KEY, quoteId);
  emitCartChanged({
    quoteId,
    itemCount: typeof content?.itemCount === 'number' ? content.itemCount : 0,
  });
  return quoteId;
}

/** Spec 001 section 4: clearing the indirect buyer reloads the active quote and its items. */
export async function reloadActiveQuote(
  connection: GatewayConnection,
  storage: Storage | null,
): Promise<string | null> {
  const content = await makeCall<QuoteWithLines | null>(connection, {
    base: 'ecommerce',
    type: 'getActiveQuote',
    method: 'GET',
  }).catch(() => null);
  const quoteId = typeof content?.quote?.id === 'string' ? content.quote.id : null;
  if (quoteId) storage?.setItem(QUOTE_ID_KEY, quoteId);
  else storage?.removeItem(QUOTE_ID_KEY);
  emitCartChanged({
    quoteId,
    itemCount: typeof content?.itemCount === 'number' ? content.itemCount : 0,
  });
  return quoteId;
}

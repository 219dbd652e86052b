import { GUEST_QUOTE_KEY, QUOTE_ID_KEY } from '../../session/storageKeys';
import { browserStorage } from '../../state/browserStorage';
import { writeHintCookie } from '../../state/hintCookie';
import { CART_GROUP_COOKIE, GUEST_CART_COOKIE } from '../../../schemas/firstPage';

/** Spec 000 section 9 and 001 section 4: the keys are the session's (runtime/session/storageKeys.ts). */
export { GUEST_QUOTE_KEY, QUOTE_ID_KEY };

// Blocked storage (privacy settings): the cart still works for this page view.
const storage = () => browserStorage('localStorage');

function read(key: string): string | null {
  const value = storage()?.getItem(key) ?? null;
  return value && value.trim() !== '' ? value : null;
}

function write(key: string, value: string | null): void {
  const target = storage();
  if (!target) return;
  if (value === null) target.removeItem(key);
  else target.setItem(key, value);
}

/** The active quote id (EC_Quote_Id). */
export const readQuoteId = (): string | null => read(QUOTE_ID_KEY);
export const storeQuoteId = (quoteId: string | null): void => write(QUOTE_ID_KEY, quoteId);

/**
 * The guest quote's id as stored: a bare id, or a JSON string or object with quoteId / Id / id
 * (what other storefront builds of the same site wrote; a returning guest's cart must not be lost).
 */
function parseGuestQuoteId(stored: string | null): string | null {
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

/** A guest's quote (EC_GUEST_QUOTE), which becomes the active cart after sign-in. */
export const readGuestQuoteId = (): string | null => parseGuestQuoteId(read(GUEST_QUOTE_KEY));
/** Stored with a cookie saying there is one, so the server draws a guest's empty cart as empty. */
export const storeGuestQuoteId = (quoteId: string | null): void => {
  write(GUEST_QUOTE_KEY, quoteId);
  writeHintCookie(GUEST_CART_COOKIE, quoteId ? '1' : null, 'persistent');
};

/**
 * The active cart's catalogue group, so /cart renders that group's newest cart template (spec 001
 * section 9) from the first navigation, before the cart itself is loaded. Ours, not the spec's.
 */
export const CART_CATALOG_GROUP_KEY = 'bf-cart-catalog-group';
export const readCartCatalogGroup = (): string | null => read(CART_CATALOG_GROUP_KEY);
/** Stored with a cookie copy, so the server renders that group's cart template too. */
export const storeCartCatalogGroup = (group: string | null): void => {
  write(CART_CATALOG_GROUP_KEY, group);
  writeHintCookie(CART_GROUP_COOKIE, group && group.trim() !== '' ? group : null, 'persistent');
};

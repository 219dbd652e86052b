import { GatewayError, makeCall, type GatewayConnection } from '../../gateway/index';
import { showToast } from '../../state/showToast';
import { NO_QLIS_MESSAGE, promoBatches } from './cartRules';
import type { Cart, CartLine } from './cartTypes';
import {
  readGuestQuoteId,
  readQuoteId,
  storeCartCatalogGroup,
  storeGuestQuoteId,
  storeQuoteId,
} from './quoteStorage';

/**
 * The CRM calls of the cart (spec 000 and 001 section 7), each a plain function of the gateway
 * connection so the query hooks, the add-to-cart handler and tests share them. Quote ids are kept
 * in local storage here and nowhere else.
 */

/** 'ERROR: No records Found.' arrives as an empty list. */
function asCart(content: unknown): Cart | null {
  if (!content || Array.isArray(content) || typeof content !== 'object') return null;
  const cart = content as Partial<Cart>;
  return cart.quote && Array.isArray(cart.lineItems) ? (cart as Cart) : null;
}

/**
 * Keeps the cart's ids in local storage. A guest key the CRM did not answer for is left alone:
 * the first load after sign-in still offers it to makeActiveCartForGuest, which decides.
 */
function rememberCart(cart: Cart | null, isGuest: boolean): Cart | null {
  storeQuoteId(cart?.quote.id ?? null);
  storeCartCatalogGroup(cart?.quote.catalogGroupId ?? null);
  if (isGuest && cart) storeGuestQuoteId(cart.quote.id);
  return cart;
}

/** Who the calls go out as: a change means the session changed while a call was under way. */
function whoIsCalling(connection: GatewayConnection): string {
  const { contactId, accountId } = connection.session().activeStorefront;
  return `${contactId ?? 'guest'}@${accountId ?? ''}`;
}

const isSignedIn = (connection: GatewayConnection): boolean =>
  connection.session().activeStorefront.contactId !== null;

/**
 * After sign-in the guest's quote (EC_GUEST_QUOTE) becomes the user's active cart
 * (makeActiveCartForGuest, query only, empty payload); the guest key is then cleared. A failure is
 * toasted and the key kept, so the next load offers the quote again: a cart is never dropped, and
 * the user's own cart still loads.
 */
async function promoteGuestCart(connection: GatewayConnection): Promise<void> {
  const guestQuoteId = readGuestQuoteId();
  const session = connection.session();
  const { contactId, accountId, userType } = session.activeStorefront;
  if (!guestQuoteId || !contactId || !accountId) return;
  try {
    await makeCall(connection, {
      base: 'ecommerce',
      type: 'makeActiveCartForGuest',
      method: 'POST',
      query: { cid: contactId, accId: accountId, ut: userType, quoteId: guestQuoteId },
    });
    storeGuestQuoteId(null);
  } catch (error) {
    showToast({
      message: error instanceof Error ? error.message : 'Network Error',
      variant: 'error',
    });
  }
}

/**
 * The active cart: a signed-in user's from getActiveQuote (getActiveQuoteFromUser while no account
 * is chosen), after promoting a guest cart; a guest's is their stored guest quote. Null when there
 * is no cart (nothing is created by reading).
 */
export async function loadActiveCart(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<Cart | null> {
  const who = whoIsCalling(connection);
  // An answer that arrives after a sign-in or sign-out is not this user's: it must not be stored.
  const remember = (cart: Cart | null, isGuest: boolean) =>
    whoIsCalling(connection) === who ? rememberCart(cart, isGuest) : cart;
  if (isSignedIn(connection)) {
    await promoteGuestCart(connection);
    const { accountId } = connection.session().activeStorefront;
    const content = await makeCall(
      connection,
      {
        base: 'ecommerce',
        type: accountId ? 'getActiveQuote' : 'getActiveQuoteFromUser',
        method: 'GET',
      },
      { signal },
    );
    return remember(asCart(content), false);
  }
  const guestQuoteId = readGuestQuoteId();
  if (!guestQuoteId) {
    storeQuoteId(null);
    return null;
  }
  const content = await makeCall(
    connection,
    { base: 'ecommerce', type: 'getActiveQuote', method: 'GET', query: { quoteId: guestQuoteId } },
    { signal },
  );
  return remember(asCart(content), true);
}

/** One catalogue item and quantity to put in the cart. */
export interface ItemToSave {
  itemId: string;
  qty: number;
}

/** saveItemToQuote into the active quote (objID), or a new cart when there is none yet. */
export async function saveItemsToQuote(
  connection: GatewayConnection,
  items: readonly ItemToSave[],
): Promise<Cart | null> {
  const quoteId = readQuoteId();
  const content = await makeCall(connection, {
    base: 'ecommerce',
    type: 'saveItemToQuote',
    method: 'POST',
    payload: {
      saverequest: JSON.stringify(items.map(({ itemId, qty }) => ({ itemId, qty }))),
      ...(quoteId ? { objID: quoteId } : {}),
    },
  });
  return rememberCart(asCart(content), !isSignedIn(connection));
}

/** How many items one saveItemToQuote call carries when a list is added (an order upload). */
export const SAVE_ITEMS_BATCH_SIZE = 250;

/**
 * Puts a list of items in the active cart (an uploaded order list): saveItemToQuote in batches,
 * the first creating the cart when there is none. With `setQuantities`, items already in the cart
 * get the list's quantity (updateQLI) instead of having it added. Answers the cart afterwards.
 */
export async function putItemsInCart(
  connection: GatewayConnection,
  items: readonly ItemToSave[],
  options: { setQuantities: boolean; currentLines: readonly CartLine[] },
): Promise<Cart | null> {
  const lineOf = new Map(options.currentLines.map((line) => [line.itemId, line]));
  const toSet = options.setQuantities ? items.filter((item) => lineOf.has(item.itemId)) : [];
  const toAdd = options.setQuantities ? items.filter((item) => !lineOf.has(item.itemId)) : items;
  let cart: Cart | null = null;
  for (let start = 0; start < toAdd.length; start += SAVE_ITEMS_BATCH_SIZE)
    cart = await saveItemsToQuote(connection, toAdd.slice(start, start + SAVE_ITEMS_BATCH_SIZE));
  if (toSet.length > 0) {
    await updateQuantities(
      connection,
      toSet.map((item) => ({ lineId: lineOf.get(item.itemId)!.id, qty: item.qty })),
    );
    cart = await loadActiveCart(connection);
  }
  return cart;
}

/** A new quantity for one quote line, as the user typed it. */
export interface QuantityChange {
  lineId: string;
  /** Null: the field was left empty, so the line is not touched (spec 001 section 5). */
  qty: number | null;
}

/**
 * updateQLI for the changed lines. Lines with an empty quantity are ignored; with none left no
 * call is made. The gateway client retries row-lock failures (3 times, 500 ms apart); the CRM
 * sets quantities, so a retried update saves them once.
 */
export async function updateQuantities(
  connection: GatewayConnection,
  changes: readonly QuantityChange[],
): Promise<CartLine[] | null> {
  const lineItems = changes
    .filter((change): change is { lineId: string; qty: number } => change.qty !== null)
    .map((change) => ({ Id: change.lineId, qty: change.qty }));
  if (lineItems.length === 0) return null;
  const content = await makeCall<CartLine[] | []>(connection, {
    base: 'ecommerce',
    type: 'updateQLI',
    method: 'POST',
    payload: { lineItems },
  });
  return Array.isArray(content) ? content : [];
}

/** deleteLineItems: removes lines and answers the updated cart. */
export async function deleteLines(
  connection: GatewayConnection,
  lineIds: readonly string[],
): Promise<Cart | null> {
  const content = await makeCall(connection, {
    base: 'ecommerce',
    type: 'deleteLineItems',
    method: 'POST',
    payload: { qliIds: [...lineIds] },
  });
  return asCart(content);
}

/** startNewCart (cid): an empty active cart; the previous one stays a quote. */
export async function startNewCart(connection: GatewayConnection): Promise<Cart | null> {
  const { contactId } = connection.session().activeStorefront;
  const content = await makeCall(connection, {
    base: 'ecommerce',
    type: 'startNewCart',
    method: 'POST',
    query: { cid: contactId },
  });
  return rememberCart(asCart(content), false);
}

/** makeActiveCart (quoteId): one of the user's quotes becomes the active cart. */
export async function makeActiveCart(
  connection: GatewayConnection,
  quoteId: string,
): Promise<Cart | null> {
  const content = await makeCall(connection, {
    base: 'ecommerce',
    type: 'makeActiveCart',
    method: 'POST',
    query: { quoteId },
  });
  return rememberCart(asCart(content), false);
}

/** What applying a promo code did: the CRM's message and the discount it gave, if any. */
export interface PromoResult {
  promoCode: string;
  message: string;
  discountTotal: number | null;
}

/** The CRM's answer to one applyPromoCodeNG batch. */
interface PromoBatchAnswer {
  message?: string;
  promoCode?: string;
  discountTotal?: number | string | null;
}

/** The spec's error for a quote without lines, whichever side noticed it. */
export class PromoCodeError extends Error {
  override name = 'PromoCodeError';
}

/**
 * Applies a promo code (spec 000 section 7): getQLIsForPromoCode (query quoteId, empty payload)
 * gives the line ids and the total before promotions, then applyPromoCodeNG (query ut) runs on
 * the lines in batches, in order, the last one flagged isLastBatch, each carrying
 * originalTotalSalesPrice.
 */
export async function applyPromoCode(
  connection: GatewayConnection,
  quoteId: string,
  promoCode: string,
): Promise<PromoResult> {
  let info: { qliIds?: unknown; originalTotalSalesPrice?: unknown };
  try {
    info = await makeCall(connection, {
      base: 'ecommerce',
      type: 'getQLIsForPromoCode',
      method: 'POST',
      query: { quoteId },
    });
  } catch (error) {
    // The client strips the CRM's leading "ERROR: " from failure messages.
    if (error instanceof GatewayError && `ERROR: ${error.message}` === NO_QLIS_MESSAGE)
      throw new PromoCodeError(NO_QLIS_MESSAGE);
    throw error;
  }
  const qliIds = Array.isArray(info.qliIds)
    ? info.qliIds.filter((id): id is string => typeof id === 'string')
    : [];
  if (qliIds.length === 0) throw new PromoCodeError(NO_QLIS_MESSAGE);
  const { userType } = connection.session().activeStorefront;
  let last: PromoBatchAnswer = {};
  for (const batch of promoBatches(qliIds)) {
    last = await makeCall<PromoBatchAnswer>(connection, {
      base: 'ecommerce',
      type: 'applyPromoCodeNG',
      method: 'POST',
      query: { ut: userType },
      payload: {
        promoCode,
        quoteId,
        qliIds: batch.qliIds,
        isLastBatch: batch.isLastBatch,
        originalTotalSalesPrice: info.originalTotalSalesPrice,
      },
    });
  }
  return {
    promoCode: last.promoCode ?? promoCode,
    message: last.message ?? `Promo code ${promoCode} applied.`,
    discountTotal: last.discountTotal == null ? null : Number(last.discountTotal),
  };
}

/** The promo code on a quote (getPromoCodeInfo): its description and discount. */
export interface PromoCodeInfo {
  promoCode: string | null;
  description?: string;
  discountPercent?: number | string;
  appliedToQuote: boolean;
}

/** getPromoCodeInfo (quoteId): the code applied to the quote and what it gives. */
export function getPromoCodeInfo(
  connection: GatewayConnection,
  quoteId: string,
  signal?: AbortSignal,
): Promise<PromoCodeInfo> {
  return makeCall<PromoCodeInfo>(
    connection,
    { base: 'ecommerce', type: 'getPromoCodeInfo', method: 'GET', query: { quoteId } },
    { signal },
  );
}

/** calculateAvaTax's estimate for the cart; `taxCalculated` false when it was skipped. */
export interface TaxResult {
  taxCalculated: boolean;
  taxAmount?: number;
  totalAmount?: number | string | null;
}

/** calculateAvaTax (recordId, isCommit false): the cart's estimate; checkout commits. */
export function calculateTax(
  connection: GatewayConnection,
  quoteId: string,
  signal?: AbortSignal,
): Promise<TaxResult> {
  return makeCall<TaxResult>(
    connection,
    {
      base: 'ecommerce',
      type: 'calculateAvaTax',
      method: 'POST',
      query: { recordId: quoteId, isCommit: false },
    },
    { signal },
  );
}

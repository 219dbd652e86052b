import { makeCall, type GatewayConnection } from '../../gateway/index';
import { blobOfChunks } from '../billing/index';
import type { Cart } from '../cart/index';
import type {
  ImageBody,
  Instrument,
  Kit,
  OpenCart,
  PartImage,
  PartRelations,
  PartsCartLine,
  PartsPage,
  PartsSearch,
} from './serviceTypes';

/**
 * The CRM calls of the service area (server/crm/README.md, "Service and parts"), each a plain
 * function of the gateway connection, on the install-base manager base. The gateway client adds
 * the payload extras the spec names (awsUserType/contactId, userTypeAWS/contactIdAWS) from the
 * session, so no call here writes them.
 */

const IBM = 'installBaseManager' as const;

/** 'ERROR: No records Found.' arrives as an empty list. */
const isEmptyAnswer = (content: unknown): boolean => Array.isArray(content);

/** getInstalledBase: the account's instruments. */
export async function getInstalledBase(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<Instrument[]> {
  const content = await makeCall<{ instruments: Instrument[] } | []>(
    connection,
    { base: IBM, type: 'getInstalledBase', method: 'GET' },
    { signal },
  );
  return isEmptyAnswer(content) ? [] : (content as { instruments: Instrument[] }).instruments;
}

/** getInstrument: one instrument of the account (the CRM answers 404 for any other id). */
export async function getInstrument(
  connection: GatewayConnection,
  instrumentId: string,
  signal?: AbortSignal,
): Promise<Instrument> {
  const content = await makeCall<{ instrument: Instrument }>(
    connection,
    { base: IBM, type: 'getInstrument', method: 'POST', payload: { instrumentId } },
    { signal, idempotent: true },
  );
  return content.instrument;
}

/** getPartsList: one page of the parts search. */
export function getPartsList(
  connection: GatewayConnection,
  search: PartsSearch,
  signal?: AbortSignal,
): Promise<PartsPage> {
  const payload: Record<string, unknown> = {
    searchText: search.searchText,
    page: search.page,
    pageSize: search.pageSize,
  };
  if (search.modelCode) payload.modelCode = search.modelCode;
  if (search.category) payload.category = search.category;
  return makeCall<PartsPage>(
    connection,
    { base: IBM, type: 'getPartsList', method: 'POST', payload },
    { signal, idempotent: true },
  );
}

/** getQliQuantity: how many of each part the open cart holds (0 when none). */
export async function getQliQuantity(
  connection: GatewayConnection,
  itemIds: readonly string[],
  signal?: AbortSignal,
): Promise<Record<string, number>> {
  if (itemIds.length === 0) return {};
  const content = await makeCall<{ quantities: Record<string, number> }>(
    connection,
    { base: IBM, type: 'getQliQuantity', method: 'POST', payload: { itemIds: [...itemIds] } },
    { signal, idempotent: true },
  );
  return content.quantities;
}

/** getSuperSubRelatedItemsParts: the part with its superseded, substitute and related parts. */
export function getPartRelations(
  connection: GatewayConnection,
  itemId: string,
  signal?: AbortSignal,
): Promise<PartRelations> {
  return makeCall<PartRelations>(
    connection,
    { base: IBM, type: 'getSuperSubRelatedItemsParts', method: 'POST', payload: { itemId } },
    { signal, idempotent: true },
  );
}

/** getImages: a part's photo and the exploded view it appears in. */
export async function getImages(
  connection: GatewayConnection,
  itemId: string,
  signal?: AbortSignal,
): Promise<PartImage[]> {
  const content = await makeCall<{ images: PartImage[] } | []>(
    connection,
    { base: IBM, type: 'getImages', method: 'POST', payload: { itemId } },
    { signal, idempotent: true },
  );
  return isEmptyAnswer(content) ? [] : (content as { images: PartImage[] }).images;
}

/**
 * loadImageBody: an image's body, sent as base64 in chunks of 512 characters (spec 001 section 5),
 * put back together as a Blob of its content type. Damaged or incomplete chunks throw with the
 * reason (billing's blobOfChunks, the invoice PDF's rule).
 */
export async function loadImage(
  connection: GatewayConnection,
  imageId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const body = await makeCall<ImageBody>(
    connection,
    { base: IBM, type: 'loadImageBody', method: 'POST', payload: { imageId } },
    { signal, idempotent: true },
  );
  return blobOfChunks(body.chunks, body.contentType, body.size);
}

/** addPartToQuote: the part into the open cart; answers the cart. */
export function addPartToQuote(
  connection: GatewayConnection,
  itemId: string,
  qty: number,
): Promise<Cart> {
  return makeCall<Cart>(connection, {
    base: IBM,
    type: 'addPartToQuote',
    method: 'POST',
    payload: { itemId, qty },
  });
}

/** updateQtyOnQLIs: sets a line's quantity (0 removes it); answers the cart. */
export function updateQtyOnQLIs(
  connection: GatewayConnection,
  lineId: string,
  qty: number,
): Promise<Cart | null> {
  return makeCall<Cart | null>(connection, {
    base: IBM,
    type: 'updateQtyOnQLIs',
    method: 'POST',
    payload: { lineItems: [{ Id: lineId, qty }] },
  });
}

/** deleteLineItems: removes lines; answers the cart. */
export function deleteLineItems(
  connection: GatewayConnection,
  lineIds: readonly string[],
): Promise<Cart> {
  return makeCall<Cart>(connection, {
    base: IBM,
    type: 'deleteLineItems',
    method: 'POST',
    payload: { qliIds: [...lineIds] },
  });
}

/** getActiveOpenCart: the open cart and the service quotes waiting to be taken over. */
export function getActiveOpenCart(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<OpenCart> {
  return makeCall<OpenCart>(
    connection,
    { base: IBM, type: 'getActiveOpenCart', method: 'POST', payload: {} },
    { signal, idempotent: true },
  );
}

/** retrieveQuoteLines: a quote's lines with their parts' availability. */
export async function retrieveQuoteLines(
  connection: GatewayConnection,
  quoteId: string,
  signal?: AbortSignal,
): Promise<PartsCartLine[]> {
  const content = await makeCall<{ lines: PartsCartLine[] }>(
    connection,
    { base: IBM, type: 'retrieveQuoteLines', method: 'POST', payload: { quoteId } },
    { signal, idempotent: true },
  );
  return content.lines;
}

/** takeThisQuote: a service quote becomes the active cart; answers it. */
export function takeThisQuote(connection: GatewayConnection, quoteId: string): Promise<Cart> {
  return makeCall<Cart>(connection, {
    base: IBM,
    type: 'takeThisQuote',
    method: 'POST',
    payload: { quoteId },
  });
}

/** getLinkComponent: a kit's components (and, for managers, candidates to link). */
export function getLinkComponent(
  connection: GatewayConnection,
  kitItemId: string,
  signal?: AbortSignal,
): Promise<Kit> {
  return makeCall<Kit>(
    connection,
    { base: IBM, type: 'getLinkComponent', method: 'POST', payload: { kitItemId } },
    { signal, idempotent: true },
  );
}

/** linkComponent (managers): a part becomes a component of the kit; answers the kit. */
export function linkComponent(
  connection: GatewayConnection,
  kitItemId: string,
  componentItemId: string,
  qty = 1,
): Promise<Kit> {
  return makeCall<Kit>(connection, {
    base: IBM,
    type: 'linkComponent',
    method: 'POST',
    payload: { kitItemId, componentItemId, qty },
  });
}

/** unlinkKitItem (managers): a component leaves the kit; answers the kit. */
export function unlinkKitItem(
  connection: GatewayConnection,
  kitItemId: string,
  componentItemId: string,
): Promise<Kit> {
  return makeCall<Kit>(connection, {
    base: IBM,
    type: 'unlinkKitItem',
    method: 'POST',
    payload: { kitItemId, componentItemId },
  });
}

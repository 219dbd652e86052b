import { makeCall, type GatewayConnection } from '../../gateway/index';
import type { CpqBundle, CpqDocumentFile, CpqQuote, CpqSelection } from './cpqTypes';

/**
 * The CRM calls of the quote configurator (cpq base; server/crm/README.md, "CPQ"), each a plain
 * function of the gateway connection. The CRM prices every quote itself and acts for the verified
 * caller: a quote is the signed-in contact's own, a discount request a manager's.
 */

/** getCpqBundles: the bundles priced for the account the call acts for. */
export async function getCpqBundles(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<CpqBundle[]> {
  const content = await makeCall<{ bundles?: CpqBundle[] } | []>(
    connection,
    { base: 'cpq', type: 'getCpqBundles', method: 'GET' },
    { signal },
  );
  return Array.isArray(content) ? [] : (content.bundles ?? []);
}

/** getCpqQuotes: the caller's own saved quotes at the account, newest first (at most 20). */
export async function getCpqQuotes(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<CpqQuote[]> {
  const content = await makeCall<{ quotes?: CpqQuote[] } | []>(
    connection,
    { base: 'cpq', type: 'getCpqQuotes', method: 'GET' },
    { signal },
  );
  // 'ERROR: No records Found.' arrives as an empty list.
  return Array.isArray(content) ? [] : (content.quotes ?? []);
}

/** getCpqQuote: one saved quote with its configuration and discount approval. */
export function getCpqQuote(
  connection: GatewayConnection,
  quoteId: string,
  signal?: AbortSignal,
): Promise<CpqQuote> {
  return makeCall<CpqQuote>(
    connection,
    { base: 'cpq', type: 'getCpqQuote', method: 'GET', query: { quoteId } },
    { signal },
  );
}

/** saveCpqQuote: saves the configuration as a new quote, or as `quoteId` when given. */
export function saveCpqQuote(
  connection: GatewayConnection,
  input: { selection: CpqSelection; quoteId: string | null },
): Promise<CpqQuote> {
  return makeCall<CpqQuote>(connection, {
    base: 'cpq',
    type: 'saveCpqQuote',
    method: 'POST',
    payload: input.quoteId
      ? { quoteId: input.quoteId, selection: input.selection }
      : { selection: input.selection },
  });
}

/** requestCpqDiscount: a manager asks for `percent` off a saved quote, with a reason. */
export function requestCpqDiscount(
  connection: GatewayConnection,
  input: { quoteId: string; percent: number; reason: string },
): Promise<CpqQuote> {
  return makeCall<CpqQuote>(connection, {
    base: 'cpq',
    type: 'requestCpqDiscount',
    method: 'POST',
    payload: input,
  });
}

/** getCpqQuoteDocument: the quote document as a PDF. */
export function getCpqQuoteDocument(
  connection: GatewayConnection,
  quoteId: string,
): Promise<CpqDocumentFile> {
  return makeCall<CpqDocumentFile>(connection, {
    base: 'cpq',
    type: 'getCpqQuoteDocument',
    method: 'GET',
    query: { quoteId },
  });
}

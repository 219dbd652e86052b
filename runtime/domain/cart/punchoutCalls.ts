import type { ShuttleInfo } from '../../../schemas/checkout/checkoutCalls';
import { makeCall, type GatewayConnection } from '../../gateway/index';
import { parseShuttleInfo } from './punchoutRules';

/**
 * getShuttleInfo (spec 001 section 7, GET, query quoteId): the quote's procurement return
 * address while a punchout session is open, `{ shuttleUrl: null }` otherwise.
 */
export async function getShuttleInfo(
  connection: GatewayConnection,
  quoteId: string,
  signal?: AbortSignal,
): Promise<ShuttleInfo> {
  const content = await makeCall<unknown>(
    connection,
    { base: 'ecommerce', type: 'getShuttleInfo', method: 'GET', query: { quoteId } },
    { signal },
  );
  return parseShuttleInfo(content);
}

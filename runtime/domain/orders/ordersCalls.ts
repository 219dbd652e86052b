import { makeCall, type GatewayConnection } from '../../gateway/index';
import { orderQueryPayload } from './ordersRules';
import type {
  OrderDetail,
  OrderDocumentFile,
  OrderLookup,
  OrderPage,
  OrderQuery,
  ReorderResult,
} from './ordersTypes';

/**
 * The CRM calls of My orders, each a plain function of the gateway connection. The CRM answers
 * only for the verified caller: another account's order is "not found" (server/crm/records/orders.ts).
 */

/** getOrders: one page of the caller's orders, filtered and sorted. */
export async function getOrders(
  connection: GatewayConnection,
  query: OrderQuery,
  signal?: AbortSignal,
): Promise<OrderPage> {
  const content = await makeCall<OrderPage | []>(
    connection,
    { base: 'ecommerce', type: 'getOrders', method: 'POST', payload: orderQueryPayload(query) },
    { signal },
  );
  // 'ERROR: No records Found.' (an account the caller may not use) arrives as [].
  return Array.isArray(content)
    ? { orders: [], totalCount: 0, page: query.page, pageSize: query.pageSize }
    : content;
}

/** getOrderDetails: one order with its lines, totals and parcels. */
export function getOrderDetail(
  connection: GatewayConnection,
  lookup: OrderLookup,
  signal?: AbortSignal,
): Promise<OrderDetail> {
  return makeCall<OrderDetail>(
    connection,
    { base: 'ecommerce', type: 'getOrderDetails', method: 'POST', payload: lookup },
    { signal },
  );
}

/** getOrderDocument: the order as a PDF, base64 in the answer. */
export function getOrderDocument(
  connection: GatewayConnection,
  lookup: OrderLookup,
): Promise<OrderDocumentFile> {
  return makeCall<OrderDocumentFile>(connection, {
    base: 'ecommerce',
    type: 'getOrderDocument',
    method: 'POST',
    payload: lookup,
  });
}

/** reorder: the order's lines into the caller's active cart at today's prices. */
export function reorder(connection: GatewayConnection, orderId: string): Promise<ReorderResult> {
  return makeCall<ReorderResult>(connection, {
    base: 'ecommerce',
    type: 'reorder',
    method: 'POST',
    payload: { orderId },
  });
}

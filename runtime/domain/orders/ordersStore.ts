import type { GatewayConnection } from '../../gateway/index';
import { getOrderDetail, getOrders } from './ordersCalls';
import type { OrderLookup, OrderQuery } from './ordersTypes';

/** The query keys of My orders: everything lives under `['orders']`. */
export const ordersKeys = {
  all: ['orders'] as const,
  page: (query: OrderQuery) => ['orders', 'page', query] as const,
  detail: (lookup: OrderLookup) => ['orders', 'detail', lookup] as const,
};

/** One page of My orders as a query; its block shows the failure with a retry. */
export function orderPageOptions(connection: GatewayConnection, query: OrderQuery) {
  return {
    queryKey: ordersKeys.page(query),
    queryFn: ({ signal }: { signal: AbortSignal }) => getOrders(connection, query, signal),
    meta: { handlesErrors: true },
  };
}

/** One order as a query; its block shows "not found" and failures itself. */
export function orderDetailOptions(connection: GatewayConnection, lookup: OrderLookup) {
  return {
    queryKey: ordersKeys.detail(lookup),
    queryFn: ({ signal }: { signal: AbortSignal }) => getOrderDetail(connection, lookup, signal),
    meta: { handlesErrors: true },
  };
}

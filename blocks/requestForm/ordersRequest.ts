import type { MakeCallRequest } from '../../runtime/blocks';

/** The account's recent orders (getOrders), for "which order is this about". */
export const RECENT_ORDERS_REQUEST: MakeCallRequest = {
  base: 'ecommerce',
  type: 'getOrders',
  method: 'POST',
  payload: { page: 1, pageSize: 50 },
};

/** One order as getOrders answers it (the fields the picker shows). */
export interface RecentOrder {
  id: string;
  orderNumber: string;
  placedAt: string;
  poNumber: string | null;
}

/** What the picker reads from getOrders' answer ('No records Found.' is an empty list). */
export function ordersOf(data: unknown): RecentOrder[] {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return [];
  const orders = (data as { orders?: unknown }).orders;
  return Array.isArray(orders) ? (orders as RecentOrder[]) : [];
}

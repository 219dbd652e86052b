import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { orderDetailOptions, orderPageOptions } from './ordersStore';
import type { OrderLookup, OrderQuery } from './ordersTypes';

/**
 * One page of My orders. The previous page stays on screen while the next one loads (a filter or
 * sort change does not blank the table); `isPlaceholderData` tells the block it is refreshing.
 */
export function useOrders(query: OrderQuery, enabled = true) {
  const connection = useGatewayConnection();
  return useQuery({
    ...orderPageOptions(connection, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One order of the detail page; idle without a lookup. */
export function useOrderDetail(lookup: OrderLookup | null) {
  const connection = useGatewayConnection();
  return useQuery({
    ...orderDetailOptions(connection, lookup ?? { orderNumber: '' }),
    enabled: lookup !== null,
    // "Order not found" is an answer, not a hiccup: asking again would not change it.
    retry: false,
  });
}

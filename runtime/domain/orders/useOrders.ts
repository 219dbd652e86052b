import { keepPreviousData } from '@tanstack/react-query';
import { useBlockQuery } from '../../data/useBlockQuery';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { orderDetailOptions, orderPageOptions } from './ordersStore';
import type { OrderLookup, OrderQuery } from './ordersTypes';

/**
 * One page of My orders. The previous page stays on screen while the next one loads (a filter or
 * sort change does not blank the table); `isPlaceholderData` tells the block it is refreshing.
 * Its first answer comes in the server's HTML (useBlockQuery), as the order detail's does.
 */
export function useOrders(query: OrderQuery, enabled = true) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    ...orderPageOptions(connection, query),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** One order of the detail page; idle without a lookup. */
export function useOrderDetail(lookup: OrderLookup | null) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    ...orderDetailOptions(connection, lookup ?? { orderNumber: '' }),
    enabled: lookup !== null,
    // "Order not found" is an answer, not a hiccup: asking again would not change it.
    retry: false,
  });
}

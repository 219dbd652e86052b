/**
 * The orders area of the domain layer (runtime/domain/README.md): My orders and the order detail
 * page: the status rules, totals, tracking links by carrier, the list's query and the reorder.
 * What the built-in blocks take through runtime/blocks.ts; the store stays inside.
 */
export {
  canReorder,
  dateRangeProblem,
  DEFAULT_ORDER_QUERY,
  isOrderQueryFiltered,
  isOrderMissing,
  isOrderShipped,
  latestShipment,
  ORDER_STATUSES,
  orderDetailHref,
  orderLookupOf,
  orderQueryPayload,
  orderStatusTone,
  orderTotals,
  trackingUrl,
  type OrderStatusTone,
  type OrderTotalRow,
} from './ordersRules';
export type {
  OrderDetail,
  OrderDetailLine,
  OrderDocumentFile,
  OrderLookup,
  OrderPage,
  OrderQuery,
  OrderShipment,
  OrderSortField,
  OrderStatus,
  OrderSummary,
  ReorderResult,
} from './ordersTypes';
export { useOrderDetail, useOrders } from './useOrders';
export { useOrderDocument, useOrderPoDocument, useReorder } from './useOrderActions';

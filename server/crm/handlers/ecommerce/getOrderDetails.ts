import { resolveCaller } from '../../caller';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { canSeeOrder, findOrder, findOrderByRecord, orderToJson } from '../../records/orders';

/**
 * One order with its lines (the order detail page and the confirmation). By orderId or
 * orderNumber for a signed-in buyer who may see it; by confirmationToken for whoever holds the
 * confirmation link (a guest has no other way back to their order). Anything else is not found.
 */
export const getOrderDetails: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const token = stringArg(request, 'confirmationToken', 'token');
    if (token) {
      const order =
        token.length >= 20 ? await findOrder(request.db, 'confirmation_token', token) : null;
      return order ? ok(await orderToJson(request.db, order)) : crmError('Order not found.', 404);
    }
    const orderId = stringArg(request, 'orderId', 'recordId');
    const orderNumber = stringArg(request, 'orderNumber');
    if (!orderId && !orderNumber)
      return crmError('orderId, orderNumber or confirmationToken is required.');
    const order = orderId
      ? await findOrderByRecord(request.db, orderId)
      : await findOrder(request.db, 'order_number', orderNumber ?? '');
    const caller = await resolveCaller(request);
    if (!(await canSeeOrder(request.db, caller, order)) || !order)
      return crmError('Order not found.', 404);
    return ok(await orderToJson(request.db, order));
  },
};

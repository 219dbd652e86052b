import { resolveCaller } from '../../caller';
import { renderPdf } from '../../documents/renderPdf';
import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { orderDocumentContent } from '../../records/orderDocument';
import { canSeeOrder, findOrder, findOrderByRecord, orderToJson } from '../../records/orders';

/**
 * The order as a PDF (the order copy of the quote document, like a ContentVersion download):
 * `{ fileName, contentType, base64 }` for an order the caller may see (orderId or orderNumber), or
 * for whoever holds its confirmation token. Anything else is not found, as in getOrderDetails.
 */
export const getOrderDocument: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const token = stringArg(request, 'confirmationToken', 'token');
    const orderId = stringArg(request, 'orderId', 'recordId');
    const orderNumber = stringArg(request, 'orderNumber');
    if (!token && !orderId && !orderNumber)
      return crmError('orderId, orderNumber or confirmationToken is required.');
    let order: Record<string, unknown> | null;
    if (token) {
      order = token.length >= 20 ? await findOrder(request.db, 'confirmation_token', token) : null;
    } else {
      order = orderId
        ? await findOrderByRecord(request.db, orderId)
        : await findOrder(request.db, 'order_number', orderNumber ?? '');
      if (!(await canSeeOrder(request.db, await resolveCaller(request), order))) order = null;
    }
    if (!order) return crmError('Order not found.', 404);
    const json = await orderToJson(request.db, order);
    const [account] = await request.db.query<{ name: string }>(
      'SELECT name FROM accounts WHERE id = $1',
      [order.account_id],
    );
    const body = await renderPdf(orderDocumentContent(json, account?.name ?? ''), {
      author: 'Cellaris Biosciences',
      // The order's own time: the same order always gives the same bytes.
      created: new Date(String(order.placed_at)),
    });
    return ok({
      fileName: `Order-${String(order.order_number)}.pdf`,
      contentType: 'application/pdf',
      base64: Buffer.from(body).toString('base64'),
    });
  },
};

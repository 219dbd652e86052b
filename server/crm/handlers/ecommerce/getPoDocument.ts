import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { canSeeOrder, findOrder, findOrderByRecord } from '../../records/orders';
import { ownedQuote } from '../../records/ownedQuote';
import { readPoDocument } from '../../records/poDocument';

/**
 * The PO document's file, `{fileName, contentType, size, base64}`: of a quote in checkout
 * (quoteId) for the quote's owner only (ownedQuote), or of a placed order (orderId or
 * orderNumber) for whoever may see the order (canSeeOrder: its buyer, or a manager of its
 * account). The type is the one stored when the bytes were checked, never the uploader's word.
 * Anything else, or no document, is not found.
 */
export const getPoDocument: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const quoteId = stringArg(request, 'quoteId');
    const orderId = stringArg(request, 'orderId', 'recordId');
    const orderNumber = stringArg(request, 'orderNumber');
    let documentQuoteId: string;
    if (quoteId) {
      const owned = await ownedQuote(request, request.caller, quoteId);
      if ('refused' in owned) return owned.refused;
      documentQuoteId = String(owned.quote.id);
    } else if (orderId || orderNumber) {
      const order = orderId
        ? await findOrderByRecord(request.db, orderId)
        : await findOrder(request.db, 'order_number', orderNumber ?? '');
      if (!order || !(await canSeeOrder(request.db, request.caller, order)))
        return crmError('Order not found.', 404);
      documentQuoteId = String(order.quote_id);
    } else return crmError('quoteId, orderId or orderNumber is required.');
    const file = await readPoDocument(request.db, documentQuoteId);
    if (!file) return crmError('PO document not found.', 404);
    return ok({
      fileName: file.fileName,
      contentType: file.contentType,
      size: file.size,
      base64: file.base64,
    });
  },
};

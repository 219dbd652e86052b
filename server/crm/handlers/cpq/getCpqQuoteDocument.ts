import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { renderCpqQuoteDocument } from '../../documents/cpqQuoteDocument';
import { publicBundle, readBundles } from '../../records/cpqCatalog';
import { cpqQuoteForCaller, readCpqQuote, reviewPendingDiscount } from '../../records/cpqQuotes';
import { cpqBuyerOf, isRefusal, QUOTE_NOT_FOUND } from './cpqCaller';

/**
 * The quote document (PDF) of one of the caller's CPQ quotes (quoteId), as
 * `{fileName, contentType, base64}` through the gateway like the order and invoice PDFs.
 */
export const getCpqQuoteDocument: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const buyer = cpqBuyerOf(request.caller, 'download a quote');
    if (isRefusal(buyer)) return buyer;
    const quoteId = stringArg(request, 'quoteId');
    if (!quoteId) return crmError('quoteId is required.');
    const row = await cpqQuoteForCaller(request.db, request.caller, quoteId);
    if (!row) return crmError(QUOTE_NOT_FOUND, 404);
    await reviewPendingDiscount(request.db, quoteId);
    const quote = await readCpqQuote(request.db, quoteId);
    const [bundle] = await readBundles(request.db, buyer.accountId, String(row.bundle_id));
    if (!quote || !bundle) return crmError(QUOTE_NOT_FOUND, 404);
    const [facts] = await request.db.query<{ account: string; terms: string; contact: string }>(
      `SELECT a.name AS account, a.payment_terms AS terms, c.first_name || ' ' || c.last_name AS contact
         FROM accounts a, contacts c WHERE a.id = $1 AND c.id = $2`,
      [buyer.accountId, buyer.contactId],
    );
    const body = await renderCpqQuoteDocument({
      quote,
      bundle: publicBundle(bundle),
      accountName: facts?.account ?? '',
      preparedFor: facts?.contact ?? '',
      paymentTerms: facts?.terms ?? 'Net 30',
    });
    return ok({
      fileName: `Quote-${quote.quoteNumber}.pdf`,
      contentType: 'application/pdf',
      base64: Buffer.from(body).toString('base64'),
    });
  },
};

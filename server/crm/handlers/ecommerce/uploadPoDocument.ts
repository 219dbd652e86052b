import { PO_DOCUMENT_POLICY } from '../../../../schemas/checkout/poDocument';
import { crmError, stringArg, type CrmHandler } from '../../handler';
import {
  chunkAnswer,
  QUOTE_DOCUMENT_STORE,
  readUploadChunk,
  storeUploadChunk,
} from '../../records/chunkedUpload';
import { ownedQuote } from '../../records/ownedQuote';
import { mayPayOnTerms } from '../../records/paymentTerms';
import { setQuotePoDocument } from '../../records/poDocument';

/**
 * One chunk of the quote's PO document (quoteId and the chunk fields of uploadRequestAttachment:
 * uploadId, fileName, size, chunkIndex, chunkCount, data). Only the quote's owner, on a quote still
 * in checkout, of an account that pays on terms, may attach it (ownedQuote answers "not found" to
 * anyone else). PDF, images and Office documents up to 5 MB (PO_DOCUMENT_POLICY), the bytes
 * checked against the type once whole. The whole file becomes the quote's PO document, replacing
 * the one before; answers like uploadRequestAttachment.
 */
export const uploadPoDocument: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller, db } = request;
    const owned = await ownedQuote(request, caller, stringArg(request, 'quoteId', 'recordId'));
    if ('refused' in owned) return owned.refused;
    const { quote } = owned;
    if (quote.status !== 'Draft')
      return crmError(`This quote is ${String(quote.status)} and can no longer be changed.`, 409);
    if (!(await mayPayOnTerms(db, caller, quote.account_id)))
      return crmError(
        'A PO document goes with payment on account terms, which this account does not have.',
        403,
      );
    const chunk = readUploadChunk(request, PO_DOCUMENT_POLICY);
    if ('refused' in chunk) return chunk.refused;
    const quoteId = String(quote.id);
    return db.transaction(async (tx) => {
      // One upload at a time per quote: the quote row orders them.
      await tx.query('SELECT id FROM quotes WHERE id = $1 FOR UPDATE', [quoteId]);
      const outcome = await storeUploadChunk(tx, QUOTE_DOCUMENT_STORE, chunk, {
        quote_id: quoteId,
        account_id: String(quote.account_id),
        contact_id: caller.contactId,
      });
      if ('complete' in outcome && outcome.complete && !outcome.alreadyComplete)
        await setQuotePoDocument(tx, quoteId, outcome.file);
      return chunkAnswer(outcome);
    });
  },
};

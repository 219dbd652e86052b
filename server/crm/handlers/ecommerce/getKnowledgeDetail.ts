import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { articleDetailOf, readableArticle, SIGN_IN_FOR_KNOWLEDGE } from '../../records/knowledge';

/**
 * One article (spec 001 section 7, POST): payload `articleId` (record id or KA- number). Answers
 * its summary, cause, sanitized content and steps (the support requests' HTML policy,
 * records/requestHtml.ts), the parts it mentions by part number with quantities, and the related
 * articles the caller may read. Internal articles and other channels' answer 404.
 */
export const getKnowledgeDetail: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller, db } = request;
    if (caller.kind === 'guest') return crmError(SIGN_IN_FOR_KNOWLEDGE, 401);
    const id = stringArg(request, 'articleId', 'articleNumber', 'id');
    if (!id) return crmError('articleId: required.');
    const row = await readableArticle(db, caller, id);
    if (!row) return crmError('Article not found.', 404);
    return ok(await articleDetailOf(db, caller, row));
  },
};

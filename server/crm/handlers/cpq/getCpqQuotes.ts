import { noRecords, ok, type CrmHandler } from '../../handler';
import { readCpqQuote } from '../../records/cpqQuotes';
import { cpqBuyerOf, isRefusal } from './cpqCaller';

/** The caller's own CPQ quotes at the account, newest first (at most 20): `{quotes}`. */
export const getCpqQuotes: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const buyer = cpqBuyerOf(request.caller, 'see your quotes');
    if (isRefusal(buyer)) return buyer;
    const rows = await request.db.query<{ id: string }>(
      `SELECT q.id FROM quotes q JOIN cpq_quotes c ON c.quote_id = q.id
        WHERE q.contact_id = $1 AND q.account_id = $2
        ORDER BY q.updated_at DESC, q.id DESC LIMIT 20`,
      [buyer.contactId, buyer.accountId],
    );
    if (rows.length === 0) return noRecords();
    const quotes = [];
    for (const row of rows) quotes.push(await readCpqQuote(request.db, row.id));
    return ok({ quotes });
  },
};

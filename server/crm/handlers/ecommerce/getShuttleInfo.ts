import { resolveCaller } from '../../caller';
import { ok, stringArg, type CrmHandler } from '../../handler';
import { ownedQuote } from '../../records/ownedQuote';

/**
 * The procurement return address of a quote in a punchout session (spec 001 section 3 "Shuttle
 * info"; spec 000 section 7: shuttleUrl as a JSON string the client parses). A quote with no open
 * punchout session answers shuttleUrl null: the cart then offers checkout, not the return.
 */
export const getShuttleInfo: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const caller = await resolveCaller(request);
    const owned = await ownedQuote(request, caller, stringArg(request, 'quoteId'));
    if ('refused' in owned) return owned.refused;
    const [session] = await request.db.query<{
      id: string;
      browser_form_post_url: string;
      buyer_cookie: string;
    }>(
      `SELECT id, browser_form_post_url, buyer_cookie FROM punchout_sessions
        WHERE quote_id = $1 AND returned_at IS NULL ORDER BY created_at DESC LIMIT 1`,
      [owned.quote.id],
    );
    return ok(
      JSON.stringify(
        session
          ? {
              shuttleUrl: session.browser_form_post_url,
              sessionId: session.id,
              buyerCookie: session.buyer_cookie,
            }
          : { shuttleUrl: null },
      ),
    );
  },
};

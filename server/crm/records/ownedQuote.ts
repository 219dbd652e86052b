import type { ActionResult } from '../../shared/contracts';
import type { Caller } from '../caller';
import type { CrmRequest } from '../handler';
import { crmError } from '../handler';
import { checkOwnership } from './ownership';
import { findQuote } from './quotes';

/**
 * The quote a checkout call names, when the caller may use it (ownership.ts), else the answer to
 * give: every checkout handler reads its quote through here.
 */
export async function ownedQuote(
  request: CrmRequest,
  caller: Caller,
  quoteId: string | null,
): Promise<{ quote: Record<string, unknown> } | { refused: ActionResult }> {
  if (!quoteId) return { refused: crmError('quoteId is required.') };
  const quote = await findQuote(request.db, quoteId);
  const refused = await checkOwnership(
    request.db,
    caller,
    quote
      ? {
          accountId: String(quote.account_id),
          contactId: (quote.contact_id as string | null) ?? null,
          isGuest: quote.is_guest === true,
        }
      : null,
    'Quote not found.',
  );
  if (refused || !quote) return { refused: refused ?? crmError('Quote not found.', 404) };
  return { quote };
}

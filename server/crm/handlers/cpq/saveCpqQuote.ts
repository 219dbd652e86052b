import { crmError, decodeNested, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { nextRecordId } from '../../records/recordIds';
import { readBundles } from '../../records/cpqCatalog';
import {
  CPQ_QUOTE_VALID_DAYS,
  cpqQuoteForCaller,
  parseSelection,
  readCpqQuote,
  storedSelection,
  writeQuoteLines,
} from '../../records/cpqQuotes';
import { quoteLines, sameSelection, selectionProblems } from '../../../../schemas/cpq/cpqPricing';
import { cpqBuyerOf, isRefusal, QUOTE_NOT_FOUND } from './cpqCaller';
import type { Db } from '../../../shared/contracts';
import type { CpqBundle, CpqSelection } from '../../../../schemas/cpq/cpqTypes';

/**
 * The titles of the options and the service plan the selection names that the bundle has but
 * this storefront does not offer (another storefront's catalogue sells them).
 */
async function offeredElsewhere(
  db: Db,
  accountId: string,
  offered: CpqBundle,
  selection: CpqSelection,
): Promise<string[]> {
  const [stored] = await readBundles(db, accountId, offered.id);
  if (!stored) return [];
  const titles: string[] = [];
  for (const [id, qty] of Object.entries(selection.components)) {
    if (qty === 0 || offered.components.some((component) => component.id === id)) continue;
    const component = stored.components.find((candidate) => candidate.id === id);
    if (component) titles.push(component.title);
  }
  const planId = selection.servicePlanId;
  if (planId !== null && !offered.servicePlans.some((plan) => plan.id === planId)) {
    const plan = stored.servicePlans.find((candidate) => candidate.id === planId);
    if (plan) titles.push(plan.title);
  }
  return titles;
}

/**
 * Saves a configuration (payload `selection`, optional `quoteId` and `name`) as a quote of the
 * caller's account: the CRM prices it with the shared rules (list, quantity breaks, the account's
 * contract prices), never with figures from the browser, and stores priced lines the cart can
 * show. With `quoteId` the caller's quote is updated; a changed configuration withdraws its
 * discount (the approval was for other figures), an unchanged one keeps it. Every problem with the
 * selection is named in one 400 and nothing is written.
 */
export const saveCpqQuote: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const buyer = cpqBuyerOf(request.caller, 'save a quote');
    if (isRefusal(buyer)) return buyer;
    const selection = parseSelection(decodeNested(payloadArg(request, 'selection')));
    if (typeof selection === 'string') return crmError(selection);
    // Priced as the storefront serving the call offers it: a bundle, option or plan another
    // storefront sells is not this storefront's to quote.
    const [bundle] = await readBundles(
      request.db,
      buyer.accountId,
      selection.bundleId,
      request.caller.storefrontId,
    );
    if (!bundle) {
      const [stored] = await readBundles(request.db, buyer.accountId, selection.bundleId);
      return stored
        ? crmError(`Bundle ${selection.bundleId} is not offered on this storefront.`)
        : crmError('Bundle not found.', 404);
    }
    const elsewhere = await offeredElsewhere(request.db, buyer.accountId, bundle, selection);
    if (elsewhere.length > 0)
      return crmError(
        elsewhere.map((title) => `${title} is not offered on this storefront.`).join(' '),
      );
    const problems = selectionProblems(bundle, selection);
    if (problems.length > 0) return crmError(problems.join(' '));
    const quoteId = stringArg(request, 'quoteId');
    const existing = quoteId ? await cpqQuoteForCaller(request.db, request.caller, quoteId) : null;
    if (quoteId && !existing) return crmError(QUOTE_NOT_FOUND, 404);
    if (existing?.status === 'Ordered')
      return crmError('This quote has been ordered; start a new quote to change it.', 409);
    const name = (stringArg(request, 'name') ?? '').trim().slice(0, 120);
    const lines = quoteLines(bundle, selection);

    const savedId = await request.db.transaction(async (tx) => {
      if (existing) {
        const id = String(existing.id);
        const kept =
          sameSelection(storedSelection(existing.selection), selection) &&
          existing.approval_state !== 'None';
        await tx.query(
          `UPDATE quotes SET name = COALESCE(NULLIF($2, ''), name), updated_at = now() WHERE id = $1`,
          [id, name],
        );
        await tx.query(
          kept
            ? 'UPDATE cpq_quotes SET selection = $2::jsonb WHERE quote_id = $1'
            : `UPDATE cpq_quotes SET selection = $2::jsonb, discount_percent = 0, discount_reason = NULL,
                      approval_state = 'None', requested_by = NULL, requested_at = NULL,
                      decided_at = NULL,
                      decision_note = CASE WHEN approval_state = 'None' THEN NULL
                                           ELSE 'The configuration changed: request the discount again.' END
                WHERE quote_id = $1`,
          [id, JSON.stringify(selection)],
        );
        const discount =
          kept && existing.approval_state === 'Approved' ? Number(existing.discount_percent) : 0;
        await writeQuoteLines(tx, id, lines, discount);
        return id;
      }
      const id = await nextRecordId(tx, '0Q0');
      const number = id.slice(-8);
      await tx.query(
        `INSERT INTO quotes (id, quote_number, name, account_id, contact_id, storefront_id, status,
                             is_active, is_guest, currency)
         VALUES ($1, $2, $3, $4, $5, $6, 'Quote', false, false, $7)`,
        [
          id,
          `Q-${number}`,
          name || `${bundle.name} (Q-${Number(number)})`,
          buyer.accountId,
          buyer.contactId,
          request.caller.storefrontId,
          bundle.currency,
        ],
      );
      await tx.query(
        `INSERT INTO cpq_quotes (quote_id, bundle_id, selection, valid_until)
         VALUES ($1, $2, $3::jsonb, CURRENT_DATE + $4::int)`,
        [id, bundle.id, JSON.stringify(selection), CPQ_QUOTE_VALID_DAYS],
      );
      await writeQuoteLines(tx, id, lines, 0);
      return id;
    });
    return ok(await readCpqQuote(request.db, savedId));
  },
};

import {
  evaluateInstrument,
  instrumentLines,
  linesTotal,
} from '../../../schemas/configurator/instrumentRules';
import { evaluatePanel, panelLines } from '../../../schemas/configurator/panelRules';
import type {
  ConfigurationSelection,
  ConfiguredLine,
} from '../../../schemas/configurator/configuratorTypes';
import { recalculateQuoteTotals } from '../../db/repositories/quoteTotals';
import type { ActionResult } from '../../shared/contracts';
import { crmError, forbidden, ok, type CrmRequest } from '../handler';
import { accountCurrency, configuratorRules } from './configuratorRules';
import { createActiveCart, findActiveQuote, quoteWithLines } from './quotes';
import { nextRecordId } from './recordIds';
import {
  CONFIGURATION_NOT_FOUND,
  configurationToJson,
  ownConfiguration,
} from './savedConfigurations';
import {
  isOfAnotherStorefront,
  notOnStorefrontMessage,
  storefrontOfDomain,
} from './storefrontOfDomain';

/** The most of one configuration a cart line may hold. */
export const MAX_CONFIGURATION_QUANTITY = 999;
const MAX_NAME = 120;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The selection of a saverequest's configuration, or why it is malformed. */
function parseSelection(value: unknown): ConfigurationSelection | string {
  if (!isRecord(value)) return 'configuration.selection is required.';
  const quantity = Number(value.quantity ?? 1);
  if (!Number.isInteger(quantity) || quantity < 1 || quantity > MAX_CONFIGURATION_QUANTITY)
    return `quantity must be a whole number from 1 to ${MAX_CONFIGURATION_QUANTITY}.`;
  if (value.kind === 'panel') {
    const markers = value.markers;
    if (!Array.isArray(markers) || !markers.every(isRecord))
      return 'a panel names its markers as [{marker, fluorochrome}].';
    const choices = markers.map((entry) => ({
      marker: String(entry.marker ?? ''),
      fluorochrome: typeof entry.fluorochrome === 'string' ? entry.fluorochrome : null,
    }));
    if (new Set(choices.map((choice) => choice.marker)).size !== choices.length)
      return 'a marker appears twice in the panel.';
    return {
      kind: 'panel',
      instrumentItemId: typeof value.instrumentItemId === 'string' ? value.instrumentItemId : null,
      markers: choices,
      quantity,
    };
  }
  if (value.kind === 'instrument') {
    const ids = value.optionItemIds;
    if (!Array.isArray(ids) || !ids.every((id) => typeof id === 'string'))
      return 'an instrument names its options as optionItemIds.';
    return { kind: 'instrument', optionItemIds: [...new Set(ids as string[])], quantity };
  }
  return "configuration.selection.kind must be 'panel' or 'instrument'.";
}

/**
 * saveItemToQuote with a configuration: checks it with the configurator's own rules (errors
 * refuse it, warnings do not), saves it, and puts its lines in the caller's active cart as
 * configured lines. objID names a saved configuration of the caller's to change: its lines
 * leave the carts not yet ordered and the new ones go to the active cart.
 */
export async function saveConfiguration(
  request: CrmRequest,
  configuration: unknown,
  objId: string | null,
): Promise<ActionResult> {
  const { caller, db } = request;
  if (!caller.contactId || !caller.accountId) return forbidden('sign in to save a configuration.');
  if (!isRecord(configuration)) return crmError('saverequest.configuration must be an object.');
  const selection = parseSelection(configuration.selection);
  if (typeof selection === 'string') return crmError(selection);
  const itemId =
    typeof configuration.itemId === 'string' && configuration.itemId ? configuration.itemId : null;
  const storefrontId = await storefrontOfDomain(db, request.call.domain);
  if (itemId && (await isOfAnotherStorefront(db, storefrontId, itemId)))
    return crmError(notOnStorefrontMessage(itemId));
  const currency = await accountCurrency(db, caller.accountId);
  const rules = await configuratorRules(db, itemId, currency);
  if (rules === 'missing') return crmError(`Item ${itemId} not found.`, 404);
  if (rules === 'not-configurable') return crmError('This item has no configurator.');
  let lines: ConfiguredLine[];
  let errors: string[];
  if (selection.kind === 'panel' && rules.panel) {
    errors = evaluatePanel(rules.panel, selection)
      .filter((finding) => finding.level === 'error')
      .map((finding) => finding.message);
    lines = panelLines(rules.panel, selection);
  } else if (selection.kind === 'instrument' && rules.instrument) {
    errors = evaluateInstrument(rules.instrument, selection)
      .filter((finding) => finding.level === 'error')
      .map((finding) => finding.message);
    lines = instrumentLines(rules.instrument, selection);
  } else {
    return crmError(`This item is configured as ${rules.panel ? 'a panel' : 'an instrument'}.`);
  }
  if (errors.length) return crmError(`The configuration cannot be saved: ${errors.join(' ')}`, 422);
  const rawName = typeof configuration.name === 'string' ? configuration.name.trim() : '';
  const name = (rawName || rules.product?.title || 'Custom flow cytometry panel').slice(
    0,
    MAX_NAME,
  );

  const saved = await db.transaction(async (tx) => {
    const existing = objId ? await ownConfiguration(tx, caller, objId) : null;
    if (objId && !existing) return null;
    const active = await findActiveQuote(tx, caller.contactId!, caller.accountId);
    const quoteId = active
      ? String(active.id)
      : await createActiveCart(tx, {
          accountId: caller.accountId!,
          contactId: caller.contactId,
          storefrontId,
          isGuest: false,
        });
    const id = existing ? String(existing.id) : await nextRecordId(tx, 'a0K');
    const touched = new Set([quoteId]);
    if (existing) {
      const removed = await tx.query<{ quote_id: string }>(
        `DELETE FROM quote_line_items l USING quotes q
          WHERE l.quote_id = q.id AND l.configuration_id = $1 AND q.contact_id = $2
            AND NOT EXISTS (SELECT 1 FROM orders o WHERE o.quote_id = q.id)
          RETURNING l.quote_id`,
        [id, caller.contactId],
      );
      for (const row of removed) touched.add(row.quote_id);
      await tx.query(
        `UPDATE product_configurations SET name = $2, selection = $3::jsonb, quote_id = $4,
                account_id = $5, updated_at = now() WHERE id = $1`,
        [id, name, JSON.stringify(selection), quoteId, caller.accountId],
      );
    } else {
      await tx.query(
        `INSERT INTO product_configurations (id, kind, item_id, name, account_id, contact_id, quote_id, selection)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb)`,
        [
          id,
          selection.kind,
          rules.product?.itemId ?? null,
          name,
          caller.accountId,
          caller.contactId,
          quoteId,
          JSON.stringify(selection),
        ],
      );
    }
    for (const line of lines) {
      // The line's price is the catalogue's in the cart's currency, like any other line.
      await tx.query(
        `INSERT INTO quote_line_items (id, quote_id, item_id, qty, unit_price, sort_order, configuration_id)
         SELECT $1, $2, c.item_id, $4, COALESCE(p.unit_price, c.price),
                (SELECT COALESCE(max(sort_order), 0) + 1 FROM quote_line_items WHERE quote_id = $2), $5
           FROM catalog_items c JOIN quotes q ON q.id = $2
           LEFT JOIN catalog_item_prices p ON p.item_id = c.item_id AND p.currency = q.currency
          WHERE c.item_id = $3`,
        [await nextRecordId(tx, '0QL'), quoteId, line.itemId, line.qty, id],
      );
    }
    await tx.query('UPDATE quotes SET updated_at = now() WHERE id = ANY($1::text[])', [
      [...touched],
    ]);
    await recalculateQuoteTotals(tx, [...touched], true);
    const [row] = await tx.query('SELECT * FROM product_configurations WHERE id = $1', [id]);
    return { row: row!, quoteId };
  });
  if (!saved) return crmError(CONFIGURATION_NOT_FOUND, 404);
  return ok({
    configuration: configurationToJson(saved.row),
    total: linesTotal(lines),
    cart: await quoteWithLines(db, saved.quoteId),
  });
}

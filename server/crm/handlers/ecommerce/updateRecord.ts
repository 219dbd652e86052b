import { resolveCaller, type Caller } from '../../caller';
import { crmError, decodeNested, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import type { Db } from '../../../shared/contracts';
import { checkOwnership } from '../../records/ownership';
import { findCrmObject } from '../../../../schemas/crm/crmObjects';
import { QUOTE_FIELDS, type QuoteField } from '../../../../schemas/crm/quoteFields';
import { quoteRecord } from '../../records/quoteRecord';
import { refreshQuoteShipping } from '../../records/quoteShipping';
import { activeShippingServices, coversCountry } from '../../records/shippingRates';
import { validateFieldValue } from '../../records/validateFieldValue';

/** Statuses in which the buyer may still change the quote's checkout fields. */
const EDITABLE_STATUSES = new Set(['Draft']);

interface Change {
  name: string;
  field: QuoteField;
  value: unknown;
}

function findQuoteField(name: string): [string, QuoteField] | null {
  const key = Object.keys(QUOTE_FIELDS).find((field) => field.toLowerCase() === name.toLowerCase());
  return key && QUOTE_FIELDS[key] ? [key, QUOTE_FIELDS[key]] : null;
}

/** Checks a reference against what the caller may use; a message when it may not. */
async function referenceProblem(
  db: Db,
  caller: Caller,
  quote: { account_id: string; bill_to_account_id: string | null; shipping_country: string | null },
  change: Change,
  changes: Change[],
): Promise<string | null> {
  if (change.value === null || change.field.write?.kind !== 'reference') return null;
  const id = String(change.value);
  const mine = caller.allowedAccountIds;
  switch (change.field.write.to) {
    case 'Account': {
      const [row] = await db.query(
        `SELECT 1 FROM accounts WHERE id = $1
            AND (id = ANY($2::text[]) OR related_account_id = ANY($2::text[]))`,
        [id, mine],
      );
      return row ? null : `${change.name}: account ${id} is not one you may use.`;
    }
    case 'Contact': {
      const billTo =
        changes.find((c) => c.field.column === 'bill_to_account_id')?.value ??
        quote.bill_to_account_id ??
        quote.account_id;
      const [row] = await db.query('SELECT 1 FROM contacts WHERE id = $1 AND account_id = $2', [
        id,
        billTo,
      ]);
      return row ? null : `${change.name}: contact ${id} is not a contact of the bill-to account.`;
    }
    case 'ShippingService': {
      const country =
        (changes.find((c) => c.field.column === 'shipping_country')?.value as string | null) ??
        quote.shipping_country;
      const service = (await activeShippingServices(db)).find((s) => s.id === id);
      if (!service) return `${change.name}: shipping method ${id} does not exist.`;
      return coversCountry(service, country)
        ? null
        : `${change.name}: ${service.carrier_name} ${service.name} does not ship to ${country}.`;
    }
    case 'SavedCard': {
      const [row] = await db.query(
        `SELECT 1 FROM saved_cards WHERE token = $1 AND account_id = $2
            AND (contact_id IS NULL OR contact_id = $3)`,
        [id, quote.account_id, caller.contactId],
      );
      return row ? null : `${change.name}: that saved card is not yours.`;
    }
  }
}

/**
 * Writes fields of a record (objectName, objectId, fields: { FieldName: value }). The Quote's
 * checkout fields are writable while it is a draft cart of the caller. Every value is checked
 * first; one bad value writes nothing and names each problem. A changed shipping address voids the
 * calculated tax (it is calculated again for the new address); the chosen shipping method's amount
 * is priced on the server, never taken from the client.
 */
export const updateRecord: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const objectName = stringArg(request, 'objectName', 'obj') ?? 'Quote';
    const objectId = stringArg(request, 'objectId', 'recordId', 'quoteId');
    if (!objectId) return crmError('objectId is required.');
    const object = findCrmObject(objectName);
    if (!object) return crmError(`Invalid object name ${objectName}.`);
    if (object.table !== 'quotes') return crmError(`${objectName} records cannot be updated here.`);
    const raw = decodeNested(payloadArg(request, 'fields', 'record', 'recordData'));
    if (!raw || typeof raw !== 'object' || Array.isArray(raw))
      return crmError('fields must be an object of field names and values.');

    const caller = await resolveCaller(request);
    const [quote] = await request.db.query<{
      account_id: string;
      contact_id: string | null;
      is_guest: boolean;
      status: string;
      bill_to_account_id: string | null;
      shipping_country: string | null;
      custom_fields: Record<string, unknown>;
    }>(
      `SELECT account_id, contact_id, is_guest, status, bill_to_account_id, shipping_country,
              custom_fields FROM quotes WHERE id = $1`,
      [objectId],
    );
    const refused = await checkOwnership(
      request.db,
      caller,
      quote
        ? { accountId: quote.account_id, contactId: quote.contact_id, isGuest: quote.is_guest }
        : null,
      'Quote not found.',
    );
    if (refused || !quote) return refused ?? crmError('Quote not found.', 404);
    if (!EDITABLE_STATUSES.has(quote.status))
      return crmError(`This quote is ${quote.status} and can no longer be changed.`, 409);

    const problems: string[] = [];
    const changes: Change[] = [];
    for (const [name, value] of Object.entries(raw as Record<string, unknown>)) {
      const found = findQuoteField(name);
      if (!found) {
        problems.push(`${name}: no such field on Quote.`);
        continue;
      }
      const [fieldName, field] = found;
      if (!field.write) {
        problems.push(`${fieldName}: the field is read-only.`);
        continue;
      }
      const checked = validateFieldValue(fieldName, field.write, value);
      if ('problem' in checked) problems.push(checked.problem);
      else changes.push({ name: fieldName, field, value: checked.value });
    }
    for (const change of changes) {
      const problem = await referenceProblem(request.db, caller, quote, change, changes);
      if (problem) problems.push(problem);
    }
    if (problems.length) return crmError(problems.join(' '));
    if (changes.length === 0) return crmError('No fields to update.');

    await request.db.transaction(async (tx) => {
      const sets: string[] = [];
      const params: unknown[] = [objectId];
      for (const change of changes) {
        if (change.field.write?.kind === 'json') {
          params.push(JSON.stringify(change.value));
          sets.push(`${change.field.column} = ${change.field.column} || $${params.length}::jsonb`);
          continue;
        }
        params.push(change.value);
        sets.push(`${change.field.column} = $${params.length}`);
        if (change.field.column === 'terms_accepted')
          sets.push(`terms_accepted_at = CASE WHEN $${params.length}::boolean THEN now() END`);
      }
      // A new shipping address voids the calculated tax: it is calculated again for that address.
      if (changes.some((change) => change.field.voidsTax))
        sets.push('tax_amount = 0', 'tax_committed = false');
      await tx.query(
        `UPDATE quotes SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`,
        params,
      );
      await refreshQuoteShipping(tx, objectId);
    });
    return ok({ success: true, recordData: await quoteRecord(request.db, objectId) });
  },
};

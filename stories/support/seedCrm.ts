/**
 * The local stack's CRM data, in memory: the same seed generators that fill PGlite
 * (server/db/seed) produce the rows, and the same object map (server/crm/records/crmObjects.ts)
 * turns them into CRM records. Stories read these through MSW handlers, so they show the demo
 * world without a running server.
 */
import { findCrmObject, pickFields, type CrmObject } from '../../schemas/crm/crmObjects';
import { SEED_CRM } from './demoWorld';

/** A CRM result as the CRM stand-in answers makeCall (server/crm/handler.ts). */
export interface CrmResult {
  statusCode: number;
  content: unknown;
}

type Row = Record<string, unknown>;

/** The quote totals the seed's SQL computes (server/db/repositories/quoteTotals.ts), in memory. */
function quotesWithTotals(prices: Row[]): Row[] {
  const priceOf = new Map(prices.map((p) => [`${String(p.item_id)}|${String(p.currency)}`, p]));
  const lines: readonly Row[] = SEED_CRM.quoteLines;
  return SEED_CRM.quotes.map((quote: Row) => {
    const subtotal = lines
      .filter((line) => line.quote_id === quote.id)
      .reduce((sum, line) => {
        const price = priceOf.get(`${String(line.item_id)}|${String(quote.currency)}`);
        const unit = Number(price?.unit_price ?? 0);
        const amount = Number(line.qty) * unit * (1 - Number(line.discount) / 100);
        return sum + Math.round(amount * 100) / 100;
      }, 0);
    return { ...quote, subtotal, discount_total: 0, tax_amount: 0, total: subtotal };
  });
}

let tables: Record<string, Row[]> | null = null;

/** The seeded tables the CRM objects read, generated once per story session. */
export function seedTables(): Record<string, Row[]> {
  if (tables) return tables;
  tables = {
    accounts: SEED_CRM.accounts,
    contacts: SEED_CRM.contacts,
    quotes: quotesWithTotals(SEED_CRM.prices as unknown as Row[]),
    catalog_items: SEED_CRM.catalogItems as unknown as Row[],
  };
  return tables;
}

const NO_RECORDS: CrmResult = { statusCode: 200, content: 'ERROR: No records Found.' };
const crmError = (message: string): CrmResult => ({
  statusCode: 400,
  content: `ERROR: ${message}`,
});

function asRecord(object: CrmObject, row: Row, displayFields: unknown): Row {
  return Object.fromEntries(
    pickFields(object, displayFields).map(([name, field]) => [name, row[field.column] ?? null]),
  );
}

function textArg(payload: Row, ...names: string[]): string | null {
  for (const name of names) {
    const value = payload[name];
    if (typeof value === 'string' && value !== '') return value;
  }
  return null;
}

/** getLookupRecords on the seed (server/crm/handlers/ecommerce/getLookupRecords.ts). */
function lookupRecords(payload: Row): CrmResult {
  const objectName = textArg(payload, 'objectName', 'obj');
  if (!objectName) return crmError('objectName is required.');
  const object = findCrmObject(objectName);
  if (!object) return crmError(`Invalid object name ${objectName}.`);
  const accountId = textArg(payload, 'accountId');
  if (object.accountColumn && !accountId) return crmError('An account is required.');
  const search = (textArg(payload, 'searchText') ?? '').toLowerCase();
  const limit = Math.min(100, Math.max(1, Number(payload.limit ?? 20) || 20));
  const nameColumn = object.fields.Name?.column ?? object.fields.LastName?.column ?? 'id';
  const rows = (seedTables()[object.table] ?? [])
    .filter((row) => !object.accountColumn || row[object.accountColumn] === accountId)
    .filter(
      (row) =>
        !search ||
        object.searchFields.some((name) => {
          const column = object.fields[name]?.column;
          return (
            column !== undefined &&
            String(row[column] ?? '')
              .toLowerCase()
              .includes(search)
          );
        }),
    )
    .sort((a, b) => String(a[nameColumn]).localeCompare(String(b[nameColumn])))
    .slice(0, limit)
    .map((row) => asRecord(object, row, payload.displayFields));
  return rows.length > 0 ? { statusCode: 200, content: rows } : NO_RECORDS;
}

/** getRecord on the seed (server/crm/handlers/ecommerce/getRecord.ts). */
function getRecord(payload: Row): CrmResult {
  const objectName = textArg(payload, 'objectName', 'obj');
  const objectId = textArg(payload, 'objectId', 'recordId');
  if (!objectName || !objectId) return crmError('objectName and objectId are required.');
  const object = findCrmObject(objectName);
  if (!object) return crmError(`Invalid object name ${objectName}.`);
  const idColumn = object.fields.Id?.column ?? 'id';
  const row = (seedTables()[object.table] ?? []).find((r) => r[idColumn] === objectId);
  if (!row) return NO_RECORDS;
  const fields = pickFields(object, payload.displayFields);
  return {
    statusCode: 200,
    content: {
      recordData: asRecord(object, row, payload.displayFields),
      fieldsMetadata: fields.map(([name, field]) => ({
        name,
        label: field.label,
        type: field.type,
      })),
    },
  };
}

/**
 * Answers one makeCall of the given CRM `type` from the seed, as the local CRM stand-in does for
 * the read types blocks use; other types answer the CRM's "not found" text.
 */
export function seedCrmAnswer(type: string, payload: unknown): CrmResult {
  const fields = payload && typeof payload === 'object' ? (payload as Row) : {};
  switch (type) {
    case 'getLookupRecords':
      return lookupRecords(fields);
    case 'getRecord':
      return getRecord(fields);
    default:
      return { statusCode: 404, content: 'Query name not found, improper request.' };
  }
}

/** Ids of seeded records, so stories link to real data: the signed-in demo account's first quote. */
export function firstQuoteId(accountId: string): string {
  const quote = seedTables().quotes?.find((row) => row.account_id === accountId);
  if (!quote) throw new Error(`the seed has no quote of account ${accountId}`);
  return String(quote.id);
}

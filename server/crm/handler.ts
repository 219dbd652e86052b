import type { ActionResult, Db, MakeCallRequest } from '../shared/contracts';
import { NO_RECORDS_MESSAGE } from '../../schemas/specConstants';
import type { Caller } from './caller';
import type { CatalogAnswerSharing } from './catalogAnswerCache';

/** What a handler gets: the database, the parsed call and who is calling. */
export interface CrmRequest {
  db: Db;
  call: MakeCallRequest;
  query: URLSearchParams;
  /** The parsed JSON payload; null when the payload was empty. */
  payload: unknown;
  /** Who calls and for which account, verified and authorized before the handler runs. */
  caller: Caller;
}

export interface CrmHandler {
  /** The HTTP method the CRM accepts for this type; 'ANY' where the spec does not say. */
  method: 'GET' | 'POST' | 'ANY';
  /** The query's `cid` names the contact acted on (manager sync types), not the caller's own. */
  cidNamesTarget?: boolean;
  /** The query's `accId` names a record to read (getGuestAccounts), not the account acted for. */
  accIdNamesRecord?: boolean;
  /**
   * A catalogue read whose answer depends only on the call, the catalogue's data and (for
   * `guests`) the guest account: kept per instance, keyed by the catalogue's revision
   * (catalogAnswerCache.ts).
   */
  sharedCatalogAnswer?: CatalogAnswerSharing;
  handle(request: CrmRequest): Promise<ActionResult>;
}

export const NOT_FOUND_MESSAGE = 'Query name not found, improper request.';
export { NO_RECORDS_MESSAGE };

export function ok(content: unknown): ActionResult {
  return { statusCode: 200, content };
}

/** A CRM business error: content is the message prefixed with 'ERROR: '. */
export function crmError(message: string, statusCode = 400): ActionResult {
  return { statusCode, content: `ERROR: ${message}` };
}

/** A record the caller may not read or change: 403, and nothing was changed. */
export function forbidden(what: string): ActionResult {
  return crmError(`Forbidden: ${what}`, 403);
}

/** The CRM answers "nothing found" with 200 and this text; the runtime reads it as an empty list. */
export function noRecords(): ActionResult {
  return { statusCode: 200, content: NO_RECORDS_MESSAGE };
}

function payloadField(payload: unknown, name: string): unknown {
  return payload && typeof payload === 'object' && !Array.isArray(payload)
    ? (payload as Record<string, unknown>)[name]
    : undefined;
}

/**
 * A string argument from the query string or the payload, under any of `names` (the CRM's
 * parameter names vary in case between types: quoteId, quoteid, objID...).
 */
export function stringArg(
  request: Pick<CrmRequest, 'query' | 'payload'>,
  ...names: string[]
): string | null {
  for (const name of names) {
    const fromQuery = request.query.get(name);
    if (fromQuery) return fromQuery;
    const fromPayload = payloadField(request.payload, name);
    if (typeof fromPayload === 'string' && fromPayload !== '') return fromPayload;
    if (typeof fromPayload === 'number') return String(fromPayload);
  }
  return null;
}

/** Any payload field (objects and arrays included), by the first name present. */
export function payloadArg(request: CrmRequest, ...names: string[]): unknown {
  for (const name of names) {
    const value = payloadField(request.payload, name);
    if (value !== undefined) return value;
  }
  return undefined;
}

/** Values that may arrive JSON-encoded inside the payload (jsonData, saverequest). */
export function decodeNested(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}

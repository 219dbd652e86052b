import type { ActionResult, Db, MakeCallRequest } from '../shared/contracts';
import { NO_RECORDS_MESSAGE } from '../../schemas/specConstants';

/** What a handler gets: the database, the parsed call and who is calling. */
export interface CrmRequest {
  db: Db;
  call: MakeCallRequest;
  query: URLSearchParams;
  /** The parsed JSON payload; null when the payload was empty. */
  payload: unknown;
}

export interface CrmHandler {
  /** The HTTP method the CRM accepts for this type; 'ANY' where the spec does not say. */
  method: 'GET' | 'POST' | 'ANY';
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
export function stringArg(request: CrmRequest, ...names: string[]): string | null {
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

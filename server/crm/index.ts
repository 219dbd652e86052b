import type { ActionResult, Crm, Db, MakeCallRequest } from '../shared/contracts';
import { authorizeCaller } from './caller';
import { parseEndpoint } from './endpoints';
import { crmError, NOT_FOUND_MESSAGE, type CrmHandler } from './handler';
import { HANDLERS } from './registry';
import { CATALOG_ANSWER_CACHE_LIMITS, createCatalogAnswerCache } from './catalogAnswerCache';

export { ENDPOINT_BASES } from './endpoints';
export { NOT_FOUND_MESSAGE, NO_RECORDS_MESSAGE } from './handler';

function parsePayload(payload: string): { ok: true; value: unknown } | { ok: false } {
  if (!payload || payload.trim() === '') return { ok: true, value: null };
  try {
    return { ok: true, value: JSON.parse(payload) as unknown };
  } catch {
    return { ok: false };
  }
}

/**
 * The CRM stand-in behind makeCall: finds the handler for the endpoint's base and `type`, checks
 * that the account and contact the call names are the verified caller's to use (caller.ts), and
 * runs it on the database for that caller; handlers check that each record they touch is the
 * caller's (records/ownership.ts). A handler that throws is not caught here: the gateway turns the crash
 * into its own 500 ('Error fetching data from AppSync.').
 */
export function createCrm(
  db: Db,
  handlers: typeof HANDLERS = HANDLERS,
  options: { revisionReuseMs?: number } = {},
): Crm {
  const catalogAnswers = createCatalogAnswerCache(
    CATALOG_ANSWER_CACHE_LIMITS,
    options.revisionReuseMs ?? 0,
  );
  return {
    async makeCall(request: MakeCallRequest): Promise<ActionResult> {
      const { base, type, query } = parseEndpoint(request.endpoint);
      const table = base ? handlers[base] : undefined;
      // hasOwn: a type such as 'toString' must not reach Object.prototype.
      const handler: CrmHandler | undefined =
        table && type && Object.hasOwn(table, type) ? table[type] : undefined;
      if (!handler) return { statusCode: 404, content: NOT_FOUND_MESSAGE };
      if (handler.method !== 'ANY' && handler.method !== request.callType) {
        return crmError(
          `Method ${request.callType} not allowed for ${type}; use ${handler.method}.`,
          405,
        );
      }
      const payload = parsePayload(request.payload);
      if (!payload.ok) return crmError('The payload is not valid JSON.');
      const unchecked = { db, call: request, query, payload: payload.value };
      const caller = await authorizeCaller(db, unchecked, {
        cidNamesTarget: handler.cidNamesTarget === true,
        accIdNamesRecord: handler.accIdNamesRecord === true,
      });
      if (!('kind' in caller)) return caller;
      const run = () => handler.handle({ ...unchecked, caller });
      return handler.sharedCatalogAnswer
        ? catalogAnswers.answer(db, request, caller, handler.sharedCatalogAnswer, run)
        : run();
    },
  };
}

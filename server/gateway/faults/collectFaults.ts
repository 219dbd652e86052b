import { appSyncErrorResponse } from '../http/appSyncErrorResponse';
import { FaultRuleError, parseFaultRules } from './faultRule';
import type { FaultRule } from './faultRule';
import type { FaultStore } from './faultStore';
import { describeRequest, EMPTY_TARGET } from './requestTarget';
import { ruleMatches } from './ruleMatches';
import { testOnlyRefusal } from './testOnlyRefusal';

export const FAULTS_HEADER = 'x-blockfront-faults';

export type CollectedFaults = { refusal: Response } | { rules: FaultRule[] };

/**
 * The fault rules that apply to one gateway request: the server-side ones (counted) and those of
 * the test-only header (this request only, so their `times` does not apply).
 */
export async function collectFaults(
  request: Request,
  store: FaultStore,
  testMode: boolean,
): Promise<CollectedFaults> {
  const header = request.headers.get(FAULTS_HEADER);
  if (header !== null && !testMode) return { refusal: testOnlyRefusal() };
  let headerRules: FaultRule[] = [];
  if (header !== null) {
    try {
      headerRules = parseFaultRules(header);
    } catch (error) {
      const message = error instanceof FaultRuleError ? error.message : 'Invalid fault rules.';
      return { refusal: appSyncErrorResponse(400, 'BadRequestException', message) };
    }
  }
  // Reading the body costs a parse; skip it on the common path with no rules at all.
  if (headerRules.length === 0 && store.snapshot().length === 0) return { rules: [] };
  const target =
    request.method === 'POST' ? describeRequest(await readJson(request)) : EMPTY_TARGET;
  return {
    rules: [...store.take(target), ...headerRules.filter((rule) => ruleMatches(rule, target))],
  };
}

async function readJson(request: Request): Promise<unknown> {
  try {
    return await request.clone().json();
  } catch {
    return null;
  }
}

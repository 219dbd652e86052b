/**
 * Fault injection for tests (off unless configured): a rule picks requests by GraphQL root field
 * (`operation`) and, for makeCall, by CRM call `type`, and makes them slow, fail, hang or hit a
 * row lock. Rules come from `GATEWAY_FAULTS` (JSON array), the test-only `x-blockfront-faults`
 * header, or the test-only admin at `POST /__test__/faults`.
 */

export const FAULT_KINDS = ['latency', 'status', 'timeout', 'rowLock'] as const;
export type FaultKind = (typeof FAULT_KINDS)[number];

export const FAULT_STATUSES = [500, 502, 503, 504, 429, 408] as const;
export type FaultStatus = (typeof FAULT_STATUSES)[number];

export interface FaultRule {
  /** GraphQL root field, e.g. `salesforceActions`; absent matches every request. */
  operation?: string;
  /** makeCall `type` (endpoint query parameter), e.g. `getQuoteItems`; absent matches any. */
  type?: string;
  kind: FaultKind;
  /** latency: delay before answering (default 1000). timeout: longest hang (default and cap 60000). */
  ms?: number;
  /** status: HTTP status to answer with (default 500). */
  status?: FaultStatus;
  /** How many matching requests the rule affects; absent means every one. */
  times?: number;
}

/** A hanging request is answered after this long even if the client never gives up. */
export const MAX_TIMEOUT_MS = 60_000;
export const DEFAULT_LATENCY_MS = 1_000;

export class FaultRuleError extends Error {
  override readonly name = 'FaultRuleError';
}

/** Validates rules from JSON text or an already parsed value; throws FaultRuleError on the first problem. */
export function parseFaultRules(input: unknown): FaultRule[] {
  let value = input;
  if (typeof input === 'string') {
    if (input.trim() === '') return [];
    try {
      value = JSON.parse(input);
    } catch {
      throw new FaultRuleError('Fault rules must be a JSON array.');
    }
  }
  if (!Array.isArray(value)) throw new FaultRuleError('Fault rules must be a JSON array.');
  return value.map((rule, index) => parseFaultRule(rule, index));
}

function parseFaultRule(value: unknown, index: number): FaultRule {
  const fail = (reason: string): never => {
    throw new FaultRuleError(`Fault rule ${index}: ${reason}`);
  };
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return fail('must be an object.');
  const { operation, type, kind, ms, status, times } = value as Record<string, unknown>;
  if (!FAULT_KINDS.includes(kind as FaultKind))
    return fail(`kind must be one of ${FAULT_KINDS.join(', ')}.`);
  if (operation !== undefined && typeof operation !== 'string')
    return fail('operation must be a string.');
  if (type !== undefined && typeof type !== 'string') return fail('type must be a string.');
  if (ms !== undefined && !(typeof ms === 'number' && Number.isFinite(ms) && ms >= 0)) {
    return fail('ms must be a non-negative number.');
  }
  if (status !== undefined && !FAULT_STATUSES.includes(status as FaultStatus)) {
    return fail(`status must be one of ${FAULT_STATUSES.join(', ')}.`);
  }
  if (
    times !== undefined &&
    !(typeof times === 'number' && Number.isInteger(times) && times >= 1)
  ) {
    return fail('times must be a positive integer.');
  }
  return {
    kind: kind as FaultKind,
    ...(operation === undefined ? {} : { operation }),
    ...(type === undefined ? {} : { type }),
    ...(ms === undefined ? {} : { ms }),
    ...(status === undefined ? {} : { status: status as FaultStatus }),
    ...(times === undefined ? {} : { times }),
  };
}

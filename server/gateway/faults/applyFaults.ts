import { DEFAULT_LATENCY_MS, MAX_TIMEOUT_MS } from './faultRule';
import type { FaultRule } from './faultRule';
import { statusFaultResponse } from './statusFaultResponse';
import { waitUnlessAborted } from './waitUnlessAborted';

/** What the resolvers still need to know once the HTTP-level faults have been applied. */
export interface ResolverFaults {
  /** Whether the makeCall of this CRM call type must answer with a row lock. */
  rowLock(type: string | null): boolean;
}

export const NO_RESOLVER_FAULTS: ResolverFaults = { rowLock: () => false };

export interface FaultOutcome {
  /** Set when the request must be answered now, without running GraphQL. */
  response: Response | null;
  resolverFaults: ResolverFaults;
}

/**
 * Applies the matched rules in a fixed order: all latencies (added up), then a timeout (hang until
 * the client aborts, capped), then a status. Row locks are left to the makeCall resolver.
 */
export async function applyFaults(
  rules: readonly FaultRule[],
  signal: AbortSignal,
): Promise<FaultOutcome> {
  const latency = rules
    .filter((rule) => rule.kind === 'latency')
    .reduce((total, rule) => total + (rule.ms ?? DEFAULT_LATENCY_MS), 0);
  if (latency > 0) await waitUnlessAborted(latency, signal);

  const timeout = rules.find((rule) => rule.kind === 'timeout');
  if (timeout) {
    await waitUnlessAborted(Math.min(timeout.ms ?? MAX_TIMEOUT_MS, MAX_TIMEOUT_MS), signal);
    // Nobody reads this when the client gave up; a client that waited the whole cap gets a 504.
    return { response: statusFaultResponse(504), resolverFaults: NO_RESOLVER_FAULTS };
  }

  const status = rules.find((rule) => rule.kind === 'status');
  if (status)
    return {
      response: statusFaultResponse(status.status ?? 500),
      resolverFaults: NO_RESOLVER_FAULTS,
    };

  const rowLocks = rules.filter((rule) => rule.kind === 'rowLock');
  return {
    response: null,
    resolverFaults:
      rowLocks.length === 0
        ? NO_RESOLVER_FAULTS
        : {
            rowLock: (type) =>
              rowLocks.some((rule) => rule.type === undefined || rule.type === type),
          },
  };
}

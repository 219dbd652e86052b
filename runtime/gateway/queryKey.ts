import type { GatewayOperation } from './operationCatalog';

/** What TanStack Query keys gateway data by: the operation, or makeCall for CRM calls. */
export type GatewayQueryOperation = GatewayOperation | 'makeCall';

export type GatewayQueryKey = readonly [GatewayQueryOperation, unknown];

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}

/**
 * A copy with object keys sorted at every depth and undefined fields left out (as JSON leaves
 * them out), so `{a, b}` and `{b, a}` make one key and two blocks asking for the same data share
 * one request. Arrays keep their order: order is meaningful there.
 */
export function canonicalArguments(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalArguments);
  if (!isPlainObject(value)) return value;
  const sorted: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort()) {
    if (value[key] !== undefined) sorted[key] = canonicalArguments(value[key]);
  }
  return sorted;
}

/**
 * The query key of a gateway call: `[operation, arguments]`. Invalidate every call of an
 * operation with `[operation]`, or a subset by a partial arguments object (TanStack Query matches
 * object parts), e.g. `['makeCall', { type: 'getQuoteItems' }]`.
 */
export function gatewayQueryKey(
  operation: GatewayQueryOperation,
  args: unknown = {},
): GatewayQueryKey {
  return [operation, canonicalArguments(args)] as const;
}

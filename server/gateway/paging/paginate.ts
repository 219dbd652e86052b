/**
 * Limit and opaque nextToken paging over an already filtered, ordered list. The token is base64
 * of the next offset plus the query it belongs to, so a token is refused when replayed against a
 * different query instead of silently skipping rows.
 */

export const DEFAULT_PAGE_LIMIT = 100;
export const MAX_PAGE_LIMIT = 1000;

export interface Page<T> {
  items: T[];
  nextToken: string | null;
}

export interface PageRequest {
  limit?: number | null;
  nextToken?: string | null;
  /** Identifies the query (its arguments other than limit and nextToken). */
  scope: string;
}

export class InvalidPageRequestError extends Error {
  override readonly name = 'InvalidPageRequestError';
}

interface TokenBody {
  offset: number;
  scope: string;
}

export function paginate<T>(items: readonly T[], request: PageRequest): Page<T> {
  const limit = pageLimit(request.limit);
  const offset = request.nextToken ? decodeNextToken(request.nextToken, request.scope) : 0;
  const end = offset + limit;
  return {
    items: items.slice(offset, end),
    nextToken: end < items.length ? encodeNextToken({ offset: end, scope: request.scope }) : null,
  };
}

function pageLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined) return DEFAULT_PAGE_LIMIT;
  if (!Number.isInteger(limit) || limit < 1)
    throw new InvalidPageRequestError('limit must be a positive integer.');
  return Math.min(limit, MAX_PAGE_LIMIT);
}

export function encodeNextToken(body: TokenBody): string {
  return Buffer.from(JSON.stringify(body), 'utf8').toString('base64');
}

function decodeNextToken(token: string, scope: string): number {
  let body: unknown;
  try {
    body = JSON.parse(Buffer.from(token, 'base64').toString('utf8'));
  } catch {
    throw new InvalidPageRequestError('Invalid nextToken.');
  }
  if (!isTokenBody(body) || body.scope !== scope)
    throw new InvalidPageRequestError('Invalid nextToken.');
  return body.offset;
}

function isTokenBody(value: unknown): value is TokenBody {
  if (typeof value !== 'object' || value === null) return false;
  const { offset, scope } = value as Record<string, unknown>;
  return (
    typeof offset === 'number' &&
    Number.isInteger(offset) &&
    offset >= 0 &&
    typeof scope === 'string'
  );
}

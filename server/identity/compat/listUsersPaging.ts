import { CognitoServiceError, stringField, type JsonObject } from './awsJsonProtocol';
import type { OperationHandler } from './operation';

/**
 * `Limit` and pagination for ListUsers (`PaginationToken`) and ListUsersInGroup (`NextToken`),
 * which cognito-local ignores (it always returns every match). Users are ordered by username so
 * pages are stable; the token is the last username of the previous page, opaque to callers.
 */

const MAX_LIMIT = 60;

function pageLimit(body: JsonObject): number {
  const limit = body.Limit;
  if (limit === undefined || limit === null) return MAX_LIMIT;
  if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 0 || limit > MAX_LIMIT) {
    throw new CognitoServiceError(
      'InvalidParameterException',
      `1 validation error detected: Value '${String(limit)}' at 'limit' failed to satisfy constraint: Member must have value less than or equal to ${MAX_LIMIT}`,
    );
  }
  return limit === 0 ? MAX_LIMIT : limit;
}

const encodeToken = (username: string) =>
  Buffer.from(JSON.stringify({ after: username })).toString('base64url');

function decodeToken(token: string | undefined): string | null {
  if (!token) return null;
  try {
    const parsed = JSON.parse(Buffer.from(token, 'base64url').toString('utf8')) as {
      after?: unknown;
    };
    if (typeof parsed.after === 'string') return parsed.after;
  } catch {
    // Falls through to the error below.
  }
  throw new CognitoServiceError('InvalidParameterException', 'Invalid pagination token.');
}

const usernameOf = (user: unknown) =>
  typeof user === 'object' &&
  user !== null &&
  typeof (user as { Username?: unknown }).Username === 'string'
    ? (user as { Username: string }).Username
    : '';

function page(users: unknown[], after: string | null, limit: number) {
  const sorted = [...users].sort((a, b) => usernameOf(a).localeCompare(usernameOf(b)));
  const start =
    after === null ? 0 : sorted.findIndex((u) => usernameOf(u).localeCompare(after) > 0);
  const rest = start < 0 ? [] : sorted.slice(start);
  const items = rest.slice(0, limit);
  const last = items[items.length - 1];
  return { items, next: rest.length > limit && last ? encodeToken(usernameOf(last)) : undefined };
}

function onlyAttributes(users: unknown[], names: unknown): unknown[] {
  if (!Array.isArray(names)) return users;
  const wanted = new Set(names.filter((n): n is string => typeof n === 'string'));
  return users.map((u) => {
    const user = u as { Attributes?: { Name: string }[] };
    return { ...user, Attributes: (user.Attributes ?? []).filter((a) => wanted.has(a.Name)) };
  });
}

export const listUsers: OperationHandler = async (body, ctx) => {
  const limit = pageLimit(body);
  const after = decodeToken(stringField(body, 'PaginationToken'));
  const { Limit: _limit, PaginationToken: _token, AttributesToGet, ...rest } = body;
  const all = await ctx.upstream.call('ListUsers', rest);
  const { items, next } = page(Array.isArray(all.Users) ? all.Users : [], after, limit);
  return {
    Users: onlyAttributes(items, AttributesToGet),
    ...(next ? { PaginationToken: next } : {}),
  };
};

export const listUsersInGroup: OperationHandler = async (body, ctx) => {
  const limit = pageLimit(body);
  const after = decodeToken(stringField(body, 'NextToken'));
  const { Limit: _limit, NextToken: _token, ...rest } = body;
  const all = await ctx.upstream.call('ListUsersInGroup', rest);
  const { items, next } = page(Array.isArray(all.Users) ? all.Users : [], after, limit);
  return { Users: items, ...(next ? { NextToken: next } : {}) };
};

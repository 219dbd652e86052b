import type { IdentityAdmin } from '../../shared/contracts';
import { toUserSummary } from './userSummary';
import type { UserSummary } from './userSummary';

export interface PoolUserPage {
  users: UserSummary[];
  nextToken: string | null;
}

export interface PoolUserQuery {
  limit: number;
  nextToken?: string | null;
  /** A ListUsers filter expression, e.g. `given_name ^= "Mar"`. */
  filter?: string | null;
  /** Lists the members of this group (ListUsersInGroup) instead; `filter` does not apply. */
  group?: string | null;
}

export async function listPoolUsers(
  identity: IdentityAdmin,
  query: PoolUserQuery,
): Promise<PoolUserPage> {
  const body = query.group
    ? await identity.call('ListUsersInGroup', {
        UserPoolId: identity.userPoolId,
        GroupName: query.group,
        Limit: query.limit,
        ...(query.nextToken ? { NextToken: query.nextToken } : {}),
      })
    : await identity.call('ListUsers', {
        UserPoolId: identity.userPoolId,
        Limit: query.limit,
        ...(query.nextToken ? { PaginationToken: query.nextToken } : {}),
        ...(query.filter ? { Filter: query.filter } : {}),
      });
  const users = Array.isArray(body.Users) ? (body.Users as unknown[]) : [];
  const next = query.group ? body.NextToken : body.PaginationToken;
  return {
    users: users.flatMap((user) =>
      typeof user === 'object' && user !== null
        ? [toUserSummary(user as Record<string, unknown>)]
        : [],
    ),
    nextToken: typeof next === 'string' && next !== '' ? next : null,
  };
}

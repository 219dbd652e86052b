import type { ActionOutcome } from '../../actions/actionTable';
import { numberField, stringField } from '../../actions/dataFields';
import { success } from '../../results';
import type { IdentityActionInput } from '../identityActionInput';
import { listPoolUsers } from '../listPoolUsers';
import { poolGroupsOf } from '../poolGroups';
import { poolFilterExpression, statusCondition } from '../userListFilter';
import { filledUserPage } from '../filledUserPage';
import type { UserSummary } from '../userSummary';

/** Spec 001 section 7: the users list pages 20 at a time. */
export const DEFAULT_USER_PAGE_SIZE = 20;
/** The pool refuses larger pages. */
const MAX_USER_PAGE_SIZE = 60;

/**
 * One page of pool users (data: limit, nextToken, givenName, status, group). The pool filters on
 * one attribute only: given name (prefix) is filtered by the pool, and when both are given the
 * status is applied here. With `group` (a role tab) the group's members are paged
 * (ListUsersInGroup) and given name and status are applied here. A manager's list
 * (`accountScope`) holds only users of the manager's account. Whatever is applied here fills its
 * page of `limit` from several pool pages (filledUserPage.ts), so an account's users are never
 * spread over short pages. Each user comes with `groups` (the role column).
 */
export async function listUsers({
  data,
  identity,
  accountScope,
}: IdentityActionInput): Promise<ActionOutcome> {
  const limit = Math.min(
    Math.max(Math.trunc(numberField(data, 'limit') ?? DEFAULT_USER_PAGE_SIZE), 1),
    MAX_USER_PAGE_SIZE,
  );
  const givenName = stringField(data, 'givenName');
  const statusText = stringField(data, 'status');
  const status = statusText ? statusCondition(statusText) : null;
  const group = stringField(data, 'group');

  const filter = group
    ? null
    : givenName
      ? poolFilterExpression('given_name', '^=', givenName)
      : status && poolFilterExpression(status.attribute, '=', status.value);
  const filterOnPage = Boolean(group) || Boolean(givenName && status);
  const matches = (user: UserSummary) =>
    (!accountScope || user.attributes['custom:salesforceAccountId'] === accountScope) &&
    (!group || !givenName || (user.attributes.given_name ?? '').startsWith(givenName)) &&
    (!filterOnPage ||
      !status ||
      (status.attribute === 'status'
        ? user.enabled === (status.value === 'Enabled')
        : user.userStatus === status.value));
  const nextToken = stringField(data, 'nextToken');
  // What the pool filters itself is paged by the pool; anything filtered here fills its page
  // from as many pool pages as it takes (filledUserPage.ts).
  const page =
    accountScope || filterOnPage
      ? await filledUserPage(
          (poolToken, size) =>
            listPoolUsers(identity, { limit: size, nextToken: poolToken, filter, group }),
          matches,
          limit,
          nextToken,
        )
      : await listPoolUsers(identity, { limit, nextToken, filter, group });
  const withGroups = await Promise.all(
    page.users.map(async (user) => ({
      ...user,
      groups: await poolGroupsOf(identity, user.username),
    })),
  );
  return success({ users: withGroups, nextToken: page.nextToken });
}

import type { ActionOutcome } from '../../actions/actionTable';
import { numberField, stringField } from '../../actions/dataFields';
import { success } from '../../results';
import type { IdentityActionInput } from '../identityActionInput';
import { listPoolUsers } from '../listPoolUsers';
import type { UserSummary } from '../userSummary';
import { poolGroupsOf } from '../poolGroups';
import { poolFilterExpression, statusCondition } from '../userListFilter';

/** Spec 001 section 7: the users list pages 20 at a time. */
export const DEFAULT_USER_PAGE_SIZE = 20;
/** The pool refuses larger pages. */
const MAX_USER_PAGE_SIZE = 60;
/**
 * Pool pages read at most to fill one filtered page: a small account in a large pool still
 * answers promptly (its page may then be short, with a token to go on).
 */
const MAX_POOL_READS = 10;

/**
 * One page of pool users (data: limit, nextToken, givenName, status, group). The pool filters on
 * one attribute only: given name (prefix) is filtered by the pool, and when both are given the
 * status is applied by the gateway. With `group` (a role tab) the group's members are paged
 * (ListUsersInGroup) and given name and status are applied by the gateway. A manager's list
 * (`accountScope`) holds only users of the manager's account. Pages the gateway filters are filled
 * from the next pool pages (at most MAX_POOL_READS reads), so a manager of a small account does
 * not page through near-empty pages. Each user comes with `groups` (the role column).
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
  const wanted = (user: UserSummary) =>
    (!accountScope || user.attributes['custom:salesforceAccountId'] === accountScope) &&
    (!group || !givenName || (user.attributes.given_name ?? '').startsWith(givenName)) &&
    (!filterOnPage ||
      !status ||
      (status.attribute === 'status'
        ? user.enabled === (status.value === 'Enabled')
        : user.userStatus === status.value));

  // A page the gateway filters (a manager's account, or a second condition) is filled from the
  // following pool pages. Each read asks only for the users still missing, so the page never
  // holds more than `limit` and the pool's token resumes exactly after the last user read.
  const users: UserSummary[] = [];
  let nextToken = stringField(data, 'nextToken');
  for (let reads = 0; reads < MAX_POOL_READS; reads += 1) {
    const page = await listPoolUsers(identity, {
      limit: limit - users.length,
      nextToken,
      filter,
      group,
    });
    users.push(...page.users.filter(wanted));
    nextToken = page.nextToken;
    if (!nextToken || users.length >= limit) break;
  }
  const withGroups = await Promise.all(
    users.map(async (user) => ({ ...user, groups: await poolGroupsOf(identity, user.username) })),
  );
  return success({ users: withGroups, nextToken });
}

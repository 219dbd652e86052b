import type { ActionOutcome } from '../../actions/actionTable';
import { numberField, stringField } from '../../actions/dataFields';
import { success } from '../../results';
import type { IdentityActionInput } from '../identityActionInput';
import { listPoolUsers } from '../listPoolUsers';
import { poolFilterExpression, statusCondition } from '../userListFilter';

/** Spec 001 section 7: the users list pages 20 at a time. */
export const DEFAULT_USER_PAGE_SIZE = 20;
/** The pool refuses larger pages. */
const MAX_USER_PAGE_SIZE = 60;

/**
 * One page of pool users (data: limit, nextToken, givenName, status). The pool filters on one
 * attribute only: given name (prefix) is filtered by the pool, and when both are given the status
 * is applied to the returned page, which may then hold fewer than `limit` users. A manager's list
 * (`accountScope`) holds only users of the manager's account, so its pages may be short too.
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

  const filter = givenName
    ? poolFilterExpression('given_name', '^=', givenName)
    : status && poolFilterExpression(status.attribute, '=', status.value);
  const page = await listPoolUsers(identity, {
    limit,
    nextToken: stringField(data, 'nextToken'),
    filter,
  });

  const users = page.users.filter(
    (user) =>
      (!accountScope || user.attributes['custom:salesforceAccountId'] === accountScope) &&
      (!givenName ||
        !status ||
        (status.attribute === 'status'
          ? user.enabled === (status.value === 'Enabled')
          : user.userStatus === status.value)),
  );
  return success({ users, nextToken: page.nextToken });
}

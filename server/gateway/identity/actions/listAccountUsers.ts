import type { ActionOutcome } from '../../actions/actionTable';
import { stringField } from '../../actions/dataFields';
import { badRequestResult, success } from '../../results';
import type { IdentityActionInput } from '../identityActionInput';
import { listPoolUsers } from '../listPoolUsers';
import type { UserSummary } from '../userSummary';

/** The pool pages are read until this many users; an account's user list is far smaller. */
const MAX_USERS = 1000;
const PAGE_SIZE = 60;

/**
 * `list`: every user of one customer account (`data.accountId`), for the manage-users page. The
 * pool cannot filter on custom attributes, so the pages are read and filtered here.
 */
export async function listAccountUsers({
  data,
  identity,
}: IdentityActionInput): Promise<ActionOutcome> {
  const accountId = stringField(data, 'accountId');
  if (!accountId) return badRequestResult('list needs data.accountId.');
  const users: UserSummary[] = [];
  let nextToken: string | null = null;
  let read = 0;
  do {
    const page = await listPoolUsers(identity, { limit: PAGE_SIZE, nextToken });
    read += page.users.length;
    users.push(
      ...page.users.filter((user) => user.attributes['custom:salesforceAccountId'] === accountId),
    );
    nextToken = page.nextToken;
  } while (nextToken && read < MAX_USERS);
  return success({ users });
}

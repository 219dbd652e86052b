import { success } from '../../results';
import { forUser } from '../forUser';
import { toUserSummary } from '../userSummary';

/** One user with their attributes and groups. */
export const getUser = forUser(async ({ identity, username }) => {
  const body = await identity.call('AdminGetUser', {
    UserPoolId: identity.userPoolId,
    Username: username,
  });
  return success(toUserSummary(body));
});

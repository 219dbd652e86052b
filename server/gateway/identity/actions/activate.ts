import { success } from '../../results';
import { forUser } from '../forUser';

export const USER_ACTIVATED_MESSAGE = 'User activated successfully.';

export const activate = forUser(async ({ username, identity }) => {
  await identity.call('AdminEnableUser', { UserPoolId: identity.userPoolId, Username: username });
  return success({ message: USER_ACTIVATED_MESSAGE });
});

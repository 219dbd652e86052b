import { success } from '../../results';
import { forUser } from '../forUser';

export const USER_DEACTIVATED_MESSAGE = 'User deactivated successfully.';

export const deactivate = forUser(async ({ username, identity }) => {
  await identity.call('AdminDisableUser', { UserPoolId: identity.userPoolId, Username: username });
  return success({ message: USER_DEACTIVATED_MESSAGE });
});

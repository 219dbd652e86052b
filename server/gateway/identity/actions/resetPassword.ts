import { stringField } from '../../actions/dataFields';
import { success } from '../../results';
import { forUser } from '../forUser';

export const PASSWORD_UPDATED_MESSAGE = 'Password updated successfully.';

/**
 * With `data.password`, sets it (temporary unless `data.permanent` is true); without, has the pool
 * send the user a reset code.
 */
export const resetPassword = forUser(async ({ data, username, identity }) => {
  const password = stringField(data, 'password');
  if (password) {
    await identity.call('AdminSetUserPassword', {
      UserPoolId: identity.userPoolId,
      Username: username,
      Password: password,
      Permanent: data.permanent === true,
    });
  } else {
    await identity.call('AdminResetUserPassword', {
      UserPoolId: identity.userPoolId,
      Username: username,
    });
  }
  return success({ message: PASSWORD_UPDATED_MESSAGE });
});

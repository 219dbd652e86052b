import { stringField } from '../../actions/dataFields';
import { badRequestResult, success } from '../../results';
import { forUser } from '../forUser';
import { USER_UPDATED_MESSAGE } from './updateUser';

/** Changes the user's given and family name (pool usernames themselves cannot change). */
export const updateUserName = forUser(async ({ data, username, identity }) => {
  const attributes = [
    ['given_name', stringField(data, 'givenName')],
    ['family_name', stringField(data, 'familyName')],
  ].flatMap(([Name, Value]) => (Name && Value ? [{ Name, Value }] : []));
  if (attributes.length === 0)
    return badRequestResult('updateUserName needs data.givenName or data.familyName.');
  await identity.call('AdminUpdateUserAttributes', {
    UserPoolId: identity.userPoolId,
    Username: username,
    UserAttributes: attributes,
  });
  return success({ message: USER_UPDATED_MESSAGE });
});

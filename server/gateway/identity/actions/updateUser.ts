import { stringField } from '../../actions/dataFields';
import { badRequestResult, success } from '../../results';
import { forUser } from '../forUser';
import { setOnlyGroup } from '../poolGroups';
import { userAttributesFromData } from '../userAttributesFromData';

export const USER_UPDATED_MESSAGE = 'User updated successfully.';

/** Updates the attributes named in `data`, and the role when `data.group` is given. */
export const updateUser = forUser(async ({ data, username, identity }) => {
  const attributes = userAttributesFromData(data);
  const group = stringField(data, 'group');
  if (attributes.length === 0 && !group)
    return badRequestResult('updateUser needs attributes to change.');
  if (attributes.length > 0) {
    await identity.call('AdminUpdateUserAttributes', {
      UserPoolId: identity.userPoolId,
      Username: username,
      UserAttributes: attributes,
    });
  }
  if (group) await setOnlyGroup(identity, username, group);
  return success({ message: USER_UPDATED_MESSAGE });
});

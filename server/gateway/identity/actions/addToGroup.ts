import { stringField } from '../../actions/dataFields';
import { badRequestResult, success } from '../../results';
import { forUser } from '../forUser';
import { setOnlyGroup } from '../poolGroups';

export const ROLE_UPDATED_MESSAGE = 'User role updated successfully.';

/** Changes the user's role: `data.group` becomes their only group. */
export const addToGroup = forUser(async ({ data, username, identity }) => {
  const group = stringField(data, 'group') ?? stringField(data, 'groupName');
  if (!group) return badRequestResult('addToGroup needs data.group.');
  await setOnlyGroup(identity, username, group);
  return success({ message: ROLE_UPDATED_MESSAGE });
});

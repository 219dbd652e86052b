import { success } from '../../results';
import { forUser } from '../forUser';
import { poolGroupsOf } from '../poolGroups';

/** `content.groups`: group names; the runtime takes the first as the user type (spec 000 section 4). */
export const listUserGroups = forUser(async ({ identity, username }) =>
  success({ groups: await poolGroupsOf(identity, username) }),
);

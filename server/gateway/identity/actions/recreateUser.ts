import { success } from '../../results';
import { forUser } from '../forUser';
import { poolGroupsOf } from '../poolGroups';
import { attributeRecord, toUserSummary } from '../userSummary';
import { USER_CREATED_MESSAGE } from './createUser';

/** Attributes the pool owns; they cannot be written on create. */
const POOL_OWNED_ATTRIBUTES = new Set(['sub']);

/**
 * Deletes and re-creates a user with the same attributes and groups, so a new invitation with a
 * fresh temporary password goes out (for users whose invitation expired).
 */
export const recreateUser = forUser(async ({ username, identity }) => {
  const existing = await identity.call('AdminGetUser', {
    UserPoolId: identity.userPoolId,
    Username: username,
  });
  const groups = await poolGroupsOf(identity, username);
  const attributes = Object.entries(attributeRecord(existing.UserAttributes))
    .filter(([name]) => !POOL_OWNED_ATTRIBUTES.has(name))
    .map(([Name, Value]) => ({ Name, Value }));

  await identity.call('AdminDeleteUser', { UserPoolId: identity.userPoolId, Username: username });
  const created = await identity.call('AdminCreateUser', {
    UserPoolId: identity.userPoolId,
    Username: username,
    UserAttributes: attributes,
    DesiredDeliveryMediums: ['EMAIL'],
  });
  for (const group of groups) {
    await identity.call('AdminAddUserToGroup', {
      UserPoolId: identity.userPoolId,
      Username: username,
      GroupName: group,
    });
  }
  const user =
    typeof created.User === 'object' && created.User !== null
      ? (created.User as Record<string, unknown>)
      : {};
  return success({ message: USER_CREATED_MESSAGE, user: toUserSummary(user) });
});

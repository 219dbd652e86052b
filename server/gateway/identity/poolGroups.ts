import type { IdentityAdmin } from '../../shared/contracts';

/** Group names of a user, in the pool's order (the first is the user type, spec 000 section 4). */
export async function poolGroupsOf(identity: IdentityAdmin, username: string): Promise<string[]> {
  const body = await identity.call('AdminListGroupsForUser', {
    UserPoolId: identity.userPoolId,
    Username: username,
  });
  const groups = Array.isArray(body.Groups) ? (body.Groups as unknown[]) : [];
  return groups.flatMap((group) => {
    const name =
      typeof group === 'object' && group !== null
        ? (group as Record<string, unknown>).GroupName
        : null;
    return typeof name === 'string' ? [name] : [];
  });
}

/**
 * Puts the user in exactly one group: a user's type is their first group, so a role change must
 * remove the old role, not add a second one.
 */
export async function setOnlyGroup(
  identity: IdentityAdmin,
  username: string,
  group: string,
): Promise<void> {
  const current = await poolGroupsOf(identity, username);
  for (const old of current.filter((name) => name !== group)) {
    await identity.call('AdminRemoveUserFromGroup', {
      UserPoolId: identity.userPoolId,
      Username: username,
      GroupName: old,
    });
  }
  if (!current.includes(group)) {
    await identity.call('AdminAddUserToGroup', {
      UserPoolId: identity.userPoolId,
      Username: username,
      GroupName: group,
    });
  }
}

import type {
  AssignableGroup,
  PortalUser,
  RoleTab,
  ShownStatus,
  StatusTab,
  UserListQuery,
} from './usersTypes';

/** Spec 001 section 9: the user list's page limit. */
export const USER_PAGE_LIMIT = 20;

/** The UserStatus values shown as Invited: the user has not finished their first sign-in. */
const INVITED_STATUSES: ReadonlySet<string> = new Set([
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
  'UNCONFIRMED',
]);

/**
 * Spec 001 section 4 "User status shown": FORCE_CHANGE_PASSWORD, RESET_REQUIRED and UNCONFIRMED
 * show as Invited; CONFIRMED shows Active when enabled, else Inactive. Anything else (the pool's
 * EXTERNAL_PROVIDER and UNKNOWN) is not named by the spec: Active/Inactive by the enabled flag for
 * EXTERNAL_PROVIDER (a federated user who signed in), Unknown otherwise.
 */
export function shownStatus(user: Pick<PortalUser, 'userStatus' | 'enabled'>): ShownStatus {
  if (INVITED_STATUSES.has(user.userStatus)) return 'Invited';
  if (user.userStatus === 'CONFIRMED' || user.userStatus === 'EXTERNAL_PROVIDER')
    return user.enabled ? 'Active' : 'Inactive';
  return 'Unknown';
}

/** Spec 001 section 6 "Shown as". */
export const ROLE_LABELS: Readonly<Record<string, string>> = {
  AWSManager: 'Manager',
  AWSPortalUser: 'User',
  AWSAdmin: 'Admin',
  AWSGuest: 'Guest',
};

/** The user's role group: their first group (spec 000 section 4), AWSPortalUser when none is known. */
export function roleGroupOf(user: Pick<PortalUser, 'groups'>): string {
  return user.groups[0] ?? 'AWSPortalUser';
}

/** The role column's text: Manager, User or Admin. */
export function roleLabel(user: Pick<PortalUser, 'groups'>): string {
  const group = roleGroupOf(user);
  return ROLE_LABELS[group] ?? group;
}

/** The group a manager may keep or give in the edit modal (an Admin is edited as a User). */
export function assignableGroupOf(user: Pick<PortalUser, 'groups'>): AssignableGroup {
  return roleGroupOf(user) === 'AWSManager' ? 'AWSManager' : 'AWSPortalUser';
}

/** The role tab's group, or null for All Roles. */
export function groupOfRoleTab(tab: RoleTab): AssignableGroup | null {
  if (tab === 'Manager') return 'AWSManager';
  if (tab === 'Users') return 'AWSPortalUser';
  return null;
}

/**
 * The pool's status filter for a status tab: Active asks for enabled users and Inactive for
 * disabled ones; the page is then narrowed to the shown status (`matchesStatusTab`), as invited
 * users are enabled or disabled too.
 */
export function poolStatusOfTab(tab: StatusTab): 'Enabled' | 'Disabled' | null {
  if (tab === 'Active') return 'Enabled';
  if (tab === 'Inactive') return 'Disabled';
  return null;
}

/** Whether a user belongs on the chosen status tab (by the status shown). */
export function matchesStatusTab(user: Pick<PortalUser, 'userStatus' | 'enabled'>, tab: StatusTab) {
  return tab === 'All Users' || shownStatus(user) === tab;
}

/** Whether a user belongs on the chosen role tab: the list shows only the chosen role. */
export function matchesRoleTab(user: Pick<PortalUser, 'groups'>, tab: RoleTab): boolean {
  const group = groupOfRoleTab(tab);
  return group === null || roleGroupOf(user) === group;
}

/** The users of one page the list shows for the query (tabs applied to what the pool answered). */
export function visibleUsers(users: readonly PortalUser[], query: UserListQuery): PortalUser[] {
  return users.filter(
    (user) => matchesStatusTab(user, query.status) && matchesRoleTab(user, query.role),
  );
}

/** "Maria Keller", or the username when the user has no name. */
export function userDisplayName(user: Pick<PortalUser, 'username' | 'attributes'>): string {
  const name = [user.attributes.given_name, user.attributes.family_name]
    .filter(Boolean)
    .join(' ')
    .trim();
  return name || user.username;
}

/** The created date in the viewer's locale (e.g. 1 Jan 2026 for en-GB), or an empty text. */
export function formatCreatedDate(createdAt: string | null, locale: string): string {
  if (!createdAt) return '';
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(date);
}

import { shownStatus } from './userStatusRules';
import type { PortalUser } from './usersTypes';

/** Who looks at the list: the signed-in user and the storefront they are on. */
export interface UserListViewer {
  /** The signed-in user's username (their own row gets no actions). */
  username: string;
  /** Spec 001 section 6: only AWSManager has user actions. */
  isManager: boolean;
  /** Spec 000 section 1: clientName starts with saml or oidc. */
  isSso: boolean;
}

/** Whether an action is offered, and why (shown as the disabled action's description). */
export type UserActionVerdict = { offered: true } | { offered: false; reason: string };

/** The row actions a manager may be offered (spec 001 section 4). */
export type UserAction = 'activate' | 'deactivate' | 'edit' | 'resetPassword';

const OFFERED: UserActionVerdict = { offered: true };
const refused = (reason: string): UserActionVerdict => ({ offered: false, reason });

/** Spec 001 section 5 texts of why nothing is offered on a row. */
export const NOT_A_MANAGER = 'Only a manager can change users.';
export const OWN_ROW = 'You cannot change your own user here; use your profile.';
export const SSO_MANAGED =
  'Users of a single sign-on storefront are managed by its identity provider.';

/** Spec 001 section 5: non-managers get no user actions, and nobody gets them on their own row. */
function rowVerdict(user: PortalUser, viewer: UserListViewer): UserActionVerdict {
  if (!viewer.isManager) return refused(NOT_A_MANAGER);
  if (user.username.toLowerCase() === viewer.username.toLowerCase()) return refused(OWN_ROW);
  return OFFERED;
}

/** Activate: offered only when the user is disabled; an SSO storefront disables it. */
export function activateVerdict(user: PortalUser, viewer: UserListViewer): UserActionVerdict {
  const row = rowVerdict(user, viewer);
  if (!row.offered) return row;
  if (viewer.isSso) return refused(SSO_MANAGED);
  if (user.enabled) return refused('The user is already enabled.');
  return OFFERED;
}

/** Deactivate: offered only when enabled and not Invited; an SSO storefront disables it. */
export function deactivateVerdict(user: PortalUser, viewer: UserListViewer): UserActionVerdict {
  const row = rowVerdict(user, viewer);
  if (!row.offered) return row;
  if (viewer.isSso) return refused(SSO_MANAGED);
  if (!user.enabled) return refused('The user is already inactive.');
  if (shownStatus(user) === 'Invited')
    return refused('An invited user cannot be deactivated before their first sign-in.');
  return OFFERED;
}

/** Edit: offered only when the user is Active. */
export function editVerdict(user: PortalUser, viewer: UserListViewer): UserActionVerdict {
  const row = rowVerdict(user, viewer);
  if (!row.offered) return row;
  if (shownStatus(user) !== 'Active') return refused('Only an active user can be edited.');
  return OFFERED;
}

/** The UserStatus values a password can be reset from (spec 001 section 4). */
const RESETTABLE: ReadonlySet<string> = new Set([
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
]);

/** Reset password: offered when enabled, not SSO, and confirmed, force-change or reset-required. */
export function resetPasswordVerdict(user: PortalUser, viewer: UserListViewer): UserActionVerdict {
  const row = rowVerdict(user, viewer);
  if (!row.offered) return row;
  if (viewer.isSso) return refused(SSO_MANAGED);
  if (!user.enabled) return refused('Activate the user first.');
  if (!RESETTABLE.has(user.userStatus))
    return refused('The user has not confirmed their sign-up yet.');
  return OFFERED;
}

/** Every row action's verdict, in the order the row menu lists them. */
export function userActionVerdicts(
  user: PortalUser,
  viewer: UserListViewer,
): Record<UserAction, UserActionVerdict> {
  return {
    edit: editVerdict(user, viewer),
    resetPassword: resetPasswordVerdict(user, viewer),
    activate: activateVerdict(user, viewer),
    deactivate: deactivateVerdict(user, viewer),
  };
}

/** Whether the row offers any action at all (else the row shows none). */
export function hasAnyAction(user: PortalUser, viewer: UserListViewer): boolean {
  return Object.values(userActionVerdicts(user, viewer)).some((verdict) => verdict.offered);
}

/**
 * How a code goes out again (reset password, and after activation): a user who never finished
 * their first sign-in (FORCE_CHANGE_PASSWORD) is recreated with a new invitation; anyone else is
 * sent a reset.
 */
export function codeDelivery(user: Pick<PortalUser, 'userStatus'>): 'recreate' | 'reset' {
  return user.userStatus === 'FORCE_CHANGE_PASSWORD' ? 'recreate' : 'reset';
}

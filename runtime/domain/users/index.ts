/**
 * The users area of the domain layer (runtime/domain/README.md): portal users as a manager sees
 * them (spec 001 sections 3-8): the shown status, the action rules with their reasons, the user
 * form's validation, the identity user calls and the CRM's user sync. What the built-in blocks
 * take through runtime/blocks.ts; the query keys stay inside.
 */
export {
  activateVerdict,
  codeDelivery,
  deactivateVerdict,
  editVerdict,
  hasAnyAction,
  resetPasswordVerdict,
  userActionVerdicts,
  type UserActionVerdict,
  type UserAction,
  type UserListViewer,
} from './userActionRules';
export {
  hasFormErrors,
  nameProblems,
  USER_CURRENCIES,
  USER_LOCALES,
  validateUserForm,
  type UserFormErrors,
} from './userFormRules';
export {
  assignableGroupOf,
  formatCreatedDate,
  matchesRoleTab,
  matchesStatusTab,
  roleLabel,
  shownStatus,
  USER_PAGE_LIMIT,
  userDisplayName,
  visibleUsers,
} from './userStatusRules';
export { NO_CONTACT_MESSAGE, NoContactError, USER_MESSAGES } from './usersCalls';
export type {
  AssignableGroup,
  PortalUser,
  PortalUserPage,
  RoleTab,
  ShownStatus,
  StatusTab,
  UserFormValues,
  UserListQuery,
} from './usersTypes';
export { useUserActions } from './useUserActions';
export { useUserList } from './useUserList';
export {
  DEVICE_LIST_LIMIT,
  profileAttributes,
  type MfaSettings,
  type ProfileValues,
  type RememberedDevice,
} from './profileCalls';
export { changePasswordProblems, newPasswordProblem, totpCodeProblem } from './profileRules';
export { useMfaSettings, useProfileActions, useRememberedDevices } from './useProfile';
/** `custom:local` (`de_DE`) as the BCP 47 tag Intl takes (`de-DE`). */
export { localeFromAttribute as localeOfAttribute } from '../../session/locale';

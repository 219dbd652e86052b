import { useBlockMutation } from '../../data/index';
import { showToast } from '../../state/showToast';
import {
  activatePortalUser,
  createPortalUser,
  deactivatePortalUser,
  resetPortalUserPassword,
  updatePortalUser,
} from './usersCalls';
import { usersKeys } from './usersStore';
import type { PortalUser, UserFormValues } from './usersTypes';

const announce = (message: string) => showToast({ message, variant: 'success' });

/**
 * The manager's writes on users. Each answers the spec's success message, shown as a success
 * toast, and makes the user list stale. Row actions show a failure as the error toast; the user
 * modal shows its own failure next to its buttons (`inline`).
 */
export function useUserActions() {
  const options = { invalidates: [usersKeys.all], onSuccess: announce } as const;
  const create = useBlockMutation<string, UserFormValues>({
    ...options,
    failure: 'inline',
    mutationFn: (connection, values) => createPortalUser(connection, values),
  });
  const update = useBlockMutation<
    string,
    { user: PortalUser; values: UserFormValues; previous: UserFormValues }
  >({
    ...options,
    failure: 'inline',
    mutationFn: (connection, { user, values, previous }) =>
      updatePortalUser(connection, user, values, previous),
  });
  const activate = useBlockMutation<string, PortalUser>({
    ...options,
    failure: 'toast',
    mutationFn: activatePortalUser,
  });
  const deactivate = useBlockMutation<string, PortalUser>({
    ...options,
    failure: 'toast',
    mutationFn: deactivatePortalUser,
  });
  const resetPassword = useBlockMutation<string, PortalUser>({
    ...options,
    failure: 'toast',
    mutationFn: resetPortalUserPassword,
  });
  return { create, update, activate, deactivate, resetPassword };
}

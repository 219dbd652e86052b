import { userDisplayName, type PortalUser } from '../../runtime/blocks';
import { ConfirmDialog } from '../../runtime/ui/aria';

/** The row actions that ask first: each changes what the user can do at once. */
export type ConfirmedAction = 'activate' | 'deactivate' | 'resetPassword';

const TEXTS: Record<
  ConfirmedAction,
  { title: string; confirm: string; body: (name: string) => string }
> = {
  activate: {
    title: 'Activate user',
    confirm: 'Activate',
    body: (name) =>
      `${name} can sign in again. They are sent a new temporary password and show as Invited until they sign in.`,
  },
  deactivate: {
    title: 'Deactivate user',
    confirm: 'Deactivate',
    body: (name) => `${name} can no longer sign in. You can activate them again later.`,
  },
  resetPassword: {
    title: 'Reset password',
    confirm: 'Reset password',
    body: (name) =>
      `${name} is sent a new temporary password by email; their current password stops working.`,
  },
};

/** Asks before a row action; the action's own toast reports the outcome. */
export function ConfirmUserAction({
  action,
  user,
  pending,
  onConfirm,
  onClose,
}: {
  action: ConfirmedAction;
  user: PortalUser;
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const text = TEXTS[action];
  return (
    <ConfirmDialog
      title={text.title}
      confirmLabel={text.confirm}
      confirmVariant={action === 'deactivate' ? 'error' : 'primary'}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
      actionsClassName="bf-manage-users-modal-actions"
    >
      <p>{text.body(userDisplayName(user))}</p>
    </ConfirmDialog>
  );
}

import {
  formatCreatedDate,
  roleLabel,
  shownStatus,
  userActionVerdicts,
  userDisplayName,
  type PortalUser,
  type ShownStatus,
  type UserAction,
  type UserListViewer,
} from '../../runtime/blocks';
import {
  Badge,
  Icon,
  LazyOverlayPanel,
  lazyOverlay,
  useLazyOverlay,
  type BadgeTone,
} from '../../runtime/ui/index';
import type { MenuEntry } from '../../runtime/ui/aria';
import type { DataTableColumn } from '../../runtime/ui/table';

const STATUS_TONES: Record<ShownStatus, BadgeTone> = {
  Active: 'success',
  Invited: 'info',
  Inactive: 'neutral',
  Unknown: 'warning',
};

const ACTION_LABELS: Record<UserAction, string> = {
  edit: 'Edit',
  resetPassword: 'Reset password',
  activate: 'Activate',
  deactivate: 'Deactivate',
};

const isSelf = (user: PortalUser, viewer: UserListViewer) =>
  user.username.toLowerCase() === viewer.username.toLowerCase();

/**
 * The user list's columns for the shared DataTable: name (the row's header), email, role, the
 * shown status (spec 001: Invited, Active, Inactive), the created date in the user's locale, and
 * for a manager the actions the rules offer (spec 001 sections 4 and 5, `userActionVerdicts`).
 * None is sortable: the pool pages by nextToken, so a sort could only order one page of 20.
 */
export function userColumns({
  viewer,
  locale,
  onAction,
}: {
  viewer: UserListViewer;
  locale: string;
  onAction: (action: UserAction, user: PortalUser) => void;
}): DataTableColumn<PortalUser>[] {
  const columns: DataTableColumn<PortalUser>[] = [
    {
      id: 'name',
      header: 'Name',
      isRowHeader: true,
      cell: (user) => (
        <>
          {userDisplayName(user)}
          {isSelf(user, viewer) ? <span className="bf-manage-users-you"> (you)</span> : null}
        </>
      ),
    },
    {
      id: 'email',
      header: 'Email',
      cell: (user) => <span className="bf-manage-users-email">{user.attributes.email ?? ''}</span>,
    },
    { id: 'role', header: 'Role', cell: (user) => roleLabel(user) },
    {
      id: 'status',
      header: 'Status',
      cell: (user) => {
        const status = shownStatus(user);
        return <Badge tone={STATUS_TONES[status]}>{status}</Badge>;
      },
    },
    {
      id: 'created',
      header: 'Created',
      cell: (user) =>
        user.createdAt ? (
          <time dateTime={user.createdAt}>{formatCreatedDate(user.createdAt, locale)}</time>
        ) : (
          '—'
        ),
    },
  ];
  if (!viewer.isManager) return columns;
  return [
    ...columns,
    {
      id: 'actions',
      header: 'Actions',
      hideHeader: true,
      align: 'end',
      cell: (user) => <UserActions user={user} viewer={viewer} onAction={onAction} />,
    },
  ];
}

const ActionsMenu = lazyOverlay(() => import('./UserActionsMenu'));

/**
 * A manager's actions menu for one user, or a dash when the rules offer none (the own row). The
 * button is a plain one and the menu loads on first intent (hover, focus, press), as the header's
 * account menu does: the list hydrates without React Aria.
 */
function UserActions({
  user,
  viewer,
  onAction,
}: {
  user: PortalUser;
  viewer: UserListViewer;
  onAction: (action: UserAction, user: PortalUser) => void;
}) {
  const overlay = useLazyOverlay(ActionsMenu);
  const name = userDisplayName(user);
  const verdicts = userActionVerdicts(user, viewer);
  const entries: MenuEntry[] = (Object.keys(verdicts) as UserAction[])
    .filter((action) => verdicts[action].offered)
    .map((action) => ({ id: action, label: ACTION_LABELS[action] }));
  if (entries.length === 0)
    return (
      <span className="bf-manage-users-no-actions">
        <span aria-hidden="true">—</span>
        <span className="bf-visually-hidden">No actions</span>
      </span>
    );
  const label = `Actions for ${name}`;
  return (
    <>
      <button
        type="button"
        className="bf-manage-users-actions-button"
        aria-label={label}
        aria-haspopup="menu"
        {...overlay.triggerProps}
      >
        <span aria-hidden="true">Actions</span>
        <Icon name="chevron-down" size={16} color="currentColor" />
      </button>
      <LazyOverlayPanel overlay={overlay}>
        <ActionsMenu.Component
          triggerRef={overlay.triggerRef}
          label={label}
          entries={entries}
          {...overlay.panelProps}
          onAction={(id) => onAction(id as UserAction, user)}
        />
      </LazyOverlayPanel>
    </>
  );
}

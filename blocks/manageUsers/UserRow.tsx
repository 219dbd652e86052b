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
import { Badge, Icon, type BadgeTone } from '../../runtime/ui/index';
import { Menu, TriggerButton, type MenuEntry } from '../../runtime/ui/aria';

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

/** One user: name, email, role, shown status, created date and the actions the rules offer. */
export function UserRow({
  user,
  viewer,
  locale,
  onAction,
}: {
  user: PortalUser;
  viewer: UserListViewer;
  locale: string;
  onAction: (action: UserAction, user: PortalUser) => void;
}) {
  const name = userDisplayName(user);
  const status = shownStatus(user);
  const verdicts = userActionVerdicts(user, viewer);
  const entries: MenuEntry[] = (Object.keys(verdicts) as UserAction[])
    .filter((action) => verdicts[action].offered)
    .map((action) => ({ id: action, label: ACTION_LABELS[action] }));
  const isSelf = user.username.toLowerCase() === viewer.username.toLowerCase();
  return (
    <tr>
      <th scope="row" className="bf-manage-users-name">
        {name}
        {isSelf ? <span className="bf-manage-users-you"> (you)</span> : null}
      </th>
      <td data-label="Email" className="bf-manage-users-email">
        {user.attributes.email ?? ''}
      </td>
      <td data-label="Role">{roleLabel(user)}</td>
      <td data-label="Status">
        <Badge tone={STATUS_TONES[status]}>{status}</Badge>
      </td>
      <td data-label="Created">
        {user.createdAt ? (
          <time dateTime={user.createdAt}>{formatCreatedDate(user.createdAt, locale)}</time>
        ) : (
          '—'
        )}
      </td>
      {viewer.isManager ? (
        <td className="bf-manage-users-actions">
          {entries.length > 0 ? (
            <Menu
              label={`Actions for ${name}`}
              trigger={
                <TriggerButton
                  className="bf-manage-users-actions-button"
                  aria-label={`Actions for ${name}`}
                >
                  <span aria-hidden="true">Actions</span>
                  <Icon name="chevron-down" size={16} color="currentColor" />
                </TriggerButton>
              }
              groups={[
                { id: 'actions', title: `Actions for ${name}`, hideTitle: true, items: entries },
              ]}
              onAction={(id) => onAction(String(id) as UserAction, user)}
            />
          ) : (
            <span className="bf-manage-users-no-actions">
              <span aria-hidden="true">—</span>
              <span className="bf-visually-hidden">No actions</span>
            </span>
          )}
        </td>
      ) : null}
    </tr>
  );
}

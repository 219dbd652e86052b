import { Suspense, useState, type ComponentProps, type FormEvent } from 'react';
import {
  QueryStates,
  useSession,
  useUserActions,
  useUserList,
  visibleUsers,
  type BlockProps,
  type PortalUser,
  type RoleTab,
  type StatusTab,
  type UserAction,
  type UserListViewer,
} from '../../runtime/blocks';
import { Button, lazyOverlay, Tabs } from '../../runtime/ui/index';
import { DataTable } from '../../runtime/ui/table';
import type { ManageUsersConfiguration } from '../../schemas/generated/blocks/manageUsers';
import type {
  ConfirmUserAction as ConfirmUserActionView,
  ConfirmedAction,
} from './ConfirmUserAction';
import type { UserModalProps } from './UserModal';
import { userColumns } from './userColumns';
import './manageUsers.css';

const STATUS_TABS: readonly StatusTab[] = ['All Users', 'Inactive', 'Active'];
const ROLE_TABS: readonly RoleTab[] = ['All Roles', 'Manager', 'Users'];
const MANAGER_GROUP = 'AWSManager';
/** A tab's id: its label without spaces (ids end up in aria-controls, which spaces would split). */
const tabId = (label: string) => label.toLowerCase().replace(/\s+/g, '-');

type Dialogs =
  | { kind: 'none' }
  | { kind: 'create' }
  | { kind: 'edit'; user: PortalUser }
  | { kind: 'confirm'; action: ConfirmedAction; user: PortalUser };

/** The currency a new user starts with: the manager's own, else USD. */
const defaultCurrency = (profile: { 'custom:currency'?: string | null } | null): string =>
  profile?.['custom:currency'] || 'USD';

// The dialogs (React Aria) load when first wanted, so the list hydrates without React Aria.
const UserModal = lazyOverlay<UserModalProps>(() =>
  import('./UserModal').then((module) => ({ default: module.UserModal })),
);
const ConfirmUserAction = lazyOverlay<ComponentProps<typeof ConfirmUserActionView>>(() =>
  import('./ConfirmUserAction').then((module) => ({ default: module.ConfirmUserAction })),
);

/**
 * Manage users (/billing/manageusers, spec 001 sections 2-8): the account's users with status
 * and role tabs, a given-name search and pages of 20 (listUsers, next and previous by nextToken).
 * A manager gets the row actions the rules offer and the user modal; everyone else sees the list
 * without actions. The gateway decides every action; the screen only mirrors it.
 */
export default function ManageUsers({ configuration }: BlockProps<ManageUsersConfiguration>) {
  const session = useSession();
  const statusTabs = configuration.statusTabs ?? STATUS_TABS;
  const roleTabs = configuration.roleTabs ?? ROLE_TABS;
  const [status, setStatus] = useState<StatusTab>(statusTabs[0] ?? 'All Users');
  const [role, setRole] = useState<RoleTab>(roleTabs[0] ?? 'All Roles');
  const [givenName, setGivenName] = useState('');
  // The tokens of the pages seen so far: [null, page 2's token, ...]; the last one is shown.
  const [tokens, setTokens] = useState<(string | null)[]>([null]);
  const [dialog, setDialog] = useState<Dialogs>({ kind: 'none' });
  const actions = useUserActions();

  const profile = session.profile;
  const viewer: UserListViewer = {
    username: profile?.username ?? '',
    isManager: profile?.userType === MANAGER_GROUP,
    isSso: session.isSso,
  };
  const query = { status, role, givenName, nextToken: tokens[tokens.length - 1] ?? null };
  const list = useUserList(query, session.isLoggedIn);
  const pageNumber = tokens.length;

  const restart = () => setTokens([null]);
  function clearFilters() {
    setGivenName('');
    setStatus(statusTabs[0] ?? 'All Users');
    setRole(roleTabs[0] ?? 'All Roles');
    restart();
  }
  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('givenName');
    setGivenName(typeof value === 'string' ? value.trim() : '');
    restart();
  }

  function onAction(action: UserAction, user: PortalUser) {
    if (action === 'edit') setDialog({ kind: 'edit', user });
    else setDialog({ kind: 'confirm', action, user });
  }

  const confirmMutation =
    dialog.kind === 'confirm'
      ? dialog.action === 'activate'
        ? actions.activate
        : dialog.action === 'deactivate'
          ? actions.deactivate
          : actions.resetPassword
      : null;

  const columns = userColumns({ viewer, locale: session.locale, onAction });
  const table = (
    <QueryStates
      query={list}
      loading="Loading users…"
      error="The users could not be loaded."
      isEmpty={(page) =>
        visibleUsers(page.users, query).length === 0 && !page.nextToken && pageNumber === 1
      }
      empty={
        givenName
          ? `No users with a first name starting with “${givenName}”.`
          : 'No users of your account have this status and role.'
      }
      emptyAction={
        givenName || status !== statusTabs[0] || role !== roleTabs[0] ? (
          <Button variant="secondary" onClick={clearFilters}>
            Show all users
          </Button>
        ) : undefined
      }
    >
      {(page) => {
        const users = visibleUsers(page.users, query);
        return (
          <>
            {users.length > 0 ? (
              <div
                className="bf-manage-users-rows"
                aria-busy={list.isPlaceholderData || undefined}
                data-refreshing={list.isPlaceholderData || undefined}
              >
                <DataTable<PortalUser>
                  caption={`Users, page ${pageNumber}: ${status}, ${role}${givenName ? `, first name starting with ${givenName}` : ''}`}
                  columns={columns}
                  rows={users}
                  getRowId={(user) => user.username}
                  className="bf-manage-users-table"
                />
              </div>
            ) : (
              <p className="bf-manage-users-short-page">
                No users of this status and role on this page; the next page may have more.
              </p>
            )}
            {(pageNumber > 1 || page.nextToken) && (
              <nav className="bf-manage-users-pages" aria-label="User pages">
                <Button
                  variant="secondary"
                  disabled={pageNumber === 1}
                  onClick={() => setTokens((current) => current.slice(0, -1))}
                >
                  Previous
                </Button>
                <span aria-live="polite">Page {pageNumber}</span>
                <Button
                  variant="secondary"
                  disabled={!page.nextToken}
                  onClick={() => setTokens((current) => [...current, page.nextToken])}
                >
                  Next
                </Button>
              </nav>
            )}
          </>
        );
      }}
    </QueryStates>
  );

  const roleTabsView = (
    <Tabs
      label="Role"
      selectedId={tabId(role)}
      onChange={(id) => {
        setRole(roleTabs.find((tab) => tabId(tab) === id) ?? role);
        restart();
      }}
      tabs={roleTabs.map((tab) => ({ id: tabId(tab), label: tab, content: table }))}
    />
  );

  return (
    <section className="bf-manage-users" aria-label="Manage users">
      <div className="bf-manage-users-toolbar">
        <form className="bf-manage-users-search" role="search" onSubmit={search}>
          <label htmlFor="bf-manage-users-search">Search by first name</label>
          <div className="bf-manage-users-search-row">
            <input
              id="bf-manage-users-search"
              className="bf-input"
              type="search"
              name="givenName"
              key={givenName}
              defaultValue={givenName}
              placeholder="First name"
            />
            <Button type="submit" variant="secondary">
              Search
            </Button>
          </div>
        </form>
        {viewer.isManager && configuration.allowCreate !== false ? (
          <Button
            onPointerEnter={UserModal.preload}
            onFocus={UserModal.preload}
            onClick={() => setDialog({ kind: 'create' })}
          >
            Add user
          </Button>
        ) : null}
      </div>
      {viewer.isManager && viewer.isSso ? (
        <p className="bf-manage-users-note" role="note">
          This storefront signs users in through your organisation’s identity provider: activate,
          deactivate and reset password are managed there.
        </p>
      ) : null}
      {!viewer.isManager && session.isLoggedIn ? (
        <p className="bf-manage-users-note" role="note">
          Only a manager of your account can add or change users.
        </p>
      ) : null}
      <Tabs
        label="Status"
        selectedId={tabId(status)}
        onChange={(id) => {
          setStatus(statusTabs.find((tab) => tabId(tab) === id) ?? status);
          restart();
        }}
        tabs={statusTabs.map((tab) => ({ id: tabId(tab), label: tab, content: roleTabsView }))}
      />
      <Suspense fallback={null}>
        {dialog.kind === 'create' || dialog.kind === 'edit' ? (
          <UserModal.Component
            user={dialog.kind === 'edit' ? dialog.user : null}
            defaults={{
              locale: profile?.['custom:local'] || 'en_US',
              currency: defaultCurrency(profile),
            }}
            onClose={() => setDialog({ kind: 'none' })}
          />
        ) : null}
        {dialog.kind === 'confirm' && confirmMutation ? (
          <ConfirmUserAction.Component
            action={dialog.action}
            user={dialog.user}
            pending={confirmMutation.isPending}
            onClose={() => setDialog({ kind: 'none' })}
            onConfirm={() =>
              confirmMutation.mutate(dialog.user, {
                onSettled: () => setDialog({ kind: 'none' }),
              })
            }
          />
        ) : null}
      </Suspense>
    </section>
  );
}

import type { RefObject } from 'react';
import {
  displayName,
  indirectBuyerAccounts,
  switchableAccounts,
  useAccessibleAccounts,
  useAccountSwitch,
  useSession,
} from '../../runtime/blocks';
import { Icon } from '../../runtime/ui/index';
import { MenuPopover, type MenuGroup } from '../../runtime/ui/aria';
import type { HeaderAccountMenu } from '../../schemas/generated/blocks/header';
import { accountLinksFor } from './accountLinks';
import { accountSwitchGroups, parseSwitchAction } from './accountSwitchGroups';

const SIGN_OUT = 'sign-out';

export interface AccountMenuPanelProps {
  settings: HeaderAccountMenu;
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The open account menu: who is signed in and for which account, the account switcher (the other
 * accounts the user may work in, the indirect buyers they may act for, or stop acting for one),
 * the account-area pages the user's group may see, and sign out.
 */
export default function AccountMenuPanel({
  settings,
  triggerRef,
  isOpen,
  onOpenChange,
}: AccountMenuPanelProps) {
  const session = useSession();
  const switcher = useAccountSwitch();
  const wantsSwitcher =
    (settings.showAccountSwitcher ?? false) || (settings.showIndirectBuyerSwitcher ?? false);
  const accounts = useAccessibleAccounts(false, isOpen && wantsSwitcher && session.isLoggedIn);
  const profile = session.profile;
  if (!profile) return null;
  const links = accountLinksFor(settings.items, profile.userType);
  const actingFor = session.indirectBuyer?.CURRENT.Name;
  const rows = accounts.data ?? [];
  const switchGroups = accountSwitchGroups({
    accounts: settings.showAccountSwitcher ? switchableAccounts(rows, false) : [],
    buyers: settings.showIndirectBuyerSwitcher ? indirectBuyerAccounts(rows) : [],
    loading: wantsSwitcher && accounts.isPending,
    activeAccountId: switcher.indirectBuyer ? null : switcher.activeAccountId,
    actingFor: switcher.indirectBuyer,
    allAccountsHref: settings.items?.find((item) => item.url === '/billing/account')?.url ?? null,
  });
  const groups: MenuGroup[] = [
    ...switchGroups,
    ...(links.length > 0
      ? [
          {
            id: 'account-area',
            title: 'My account',
            items: links.map((link) => ({
              id: `link:${link.url}`,
              label: link.label,
              href: link.url,
            })),
          },
        ]
      : []),
    {
      id: 'session',
      title: 'Session',
      hideTitle: true,
      items: [
        { id: SIGN_OUT, label: settings.signOutLabel ?? 'Sign out', icon: 'sign-out' as const },
      ],
    },
  ];
  return (
    <MenuPopover
      label="Account"
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement="bottom end"
      header={
        <div className="bf-header-account-summary" data-testid="account-summary">
          <strong className="bf-header-account-fullname">{displayName(profile)}</strong>
          {profile.email ? <span className="bf-header-account-email">{profile.email}</span> : null}
          {session.account ? (
            <span className="bf-header-account-active">
              <Icon name="building" size={16} color="currentColor" />
              <span>
                <span className="bf-visually-hidden">Active account: </span>
                {session.account.Name}
              </span>
            </span>
          ) : null}
          {actingFor ? (
            <span className="bf-header-account-acting">Acting for {actingFor}</span>
          ) : null}
        </div>
      }
      groups={groups}
      onAction={(id) => {
        if (id === SIGN_OUT) {
          void session.controller?.signOut();
          return;
        }
        const action = parseSwitchAction(String(id), rows);
        if (action?.kind === 'account') switcher.chooseAccount(action.row);
        else if (action?.kind === 'indirectBuyer') switcher.chooseIndirectBuyer(action.row);
        else if (action?.kind === 'clearIndirectBuyer') switcher.clearIndirectBuyer();
      }}
    />
  );
}

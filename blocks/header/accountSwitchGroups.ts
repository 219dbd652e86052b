import type { PortalAccessibleAccount } from '../../runtime/blocks';
import type { MenuGroup } from '../../runtime/ui/aria';

/** The menu lists this many accounts; the rest are on the account page. */
export const MENU_ACCOUNT_LIMIT = 5;

const ACCOUNT = 'account:';
const INDIRECT_BUYER = 'ib:';
const CLEAR_INDIRECT_BUYER = 'ib-clear';

export interface SwitchGroupsInput {
  accounts: readonly PortalAccessibleAccount[];
  buyers: readonly PortalAccessibleAccount[];
  loading: boolean;
  activeAccountId: string | null;
  actingFor: { id: string; name: string } | null;
  /** The account page, when the menu links to it. */
  allAccountsHref: string | null;
}

/**
 * The account menu's switcher entries: the other accounts the user may work in (at most
 * MENU_ACCOUNT_LIMIT, then a link to all of them), the indirect buyers they may act for, and
 * "Stop acting for" while they act for one. A group with nothing to offer is left out.
 */
export function accountSwitchGroups(input: SwitchGroupsInput): MenuGroup[] {
  if (input.loading) {
    return [
      {
        id: 'switch-account',
        title: 'Switch account',
        items: [{ id: 'accounts-loading', label: 'Loading accounts…', disabled: true }],
      },
    ];
  }
  const groups: MenuGroup[] = [];
  const others = input.accounts.filter((row) => row.RelatedAccountId !== input.activeAccountId);
  const uniqueOthers = others.filter(
    (row, index) => others.findIndex((o) => o.RelatedAccountId === row.RelatedAccountId) === index,
  );
  if (uniqueOthers.length > 0) {
    groups.push({
      id: 'switch-account',
      title: 'Switch account',
      items: [
        ...uniqueOthers.slice(0, MENU_ACCOUNT_LIMIT).map((row) => ({
          id: `${ACCOUNT}${row.RelatedAccountId}`,
          label: `Switch to ${row.RelatedAccountName}`,
          icon: 'building' as const,
        })),
        ...(input.allAccountsHref && uniqueOthers.length > MENU_ACCOUNT_LIMIT
          ? [{ id: 'accounts-all', label: 'All accounts…', href: input.allAccountsHref }]
          : []),
      ],
    });
  }
  const buyers = input.buyers.filter((row) => row.RelatedAccountId !== input.actingFor?.id);
  if (buyers.length > 0 || input.actingFor) {
    groups.push({
      id: 'indirect-buyer',
      title: 'Indirect buyers',
      items: [
        ...(input.actingFor
          ? [{ id: CLEAR_INDIRECT_BUYER, label: `Stop acting for ${input.actingFor.name}` }]
          : []),
        ...buyers.slice(0, MENU_ACCOUNT_LIMIT).map((row) => ({
          id: `${INDIRECT_BUYER}${row.RelatedAccountId}`,
          label: `Act for ${row.RelatedAccountName}`,
        })),
      ],
    });
  }
  return groups;
}

/** What a chosen switcher entry asks for; null for any other entry. */
export type SwitchAction =
  | { kind: 'account'; row: PortalAccessibleAccount }
  | { kind: 'indirectBuyer'; row: PortalAccessibleAccount }
  | { kind: 'clearIndirectBuyer' };

/** The switch a menu entry id names, with its account row. */
export function parseSwitchAction(
  id: string,
  rows: readonly PortalAccessibleAccount[],
): SwitchAction | null {
  if (id === CLEAR_INDIRECT_BUYER) return { kind: 'clearIndirectBuyer' };
  const find = (accountId: string, indirect: boolean) =>
    rows.find((row) => row.RelatedAccountId === accountId && row.IsIndirectBuyer === indirect);
  if (id.startsWith(ACCOUNT)) {
    const row = find(id.slice(ACCOUNT.length), false);
    return row ? { kind: 'account', row } : null;
  }
  if (id.startsWith(INDIRECT_BUYER)) {
    const row = find(id.slice(INDIRECT_BUYER.length), true);
    return row ? { kind: 'indirectBuyer', row } : null;
  }
  return null;
}

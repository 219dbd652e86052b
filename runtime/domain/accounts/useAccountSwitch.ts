import { useSession } from '../../session/index';
import { showToast } from '../../state/showToast';
import { accountRecordOf, indirectBuyerOf } from './accountsRules';
import type { PortalAccessibleAccount } from './accountsTypes';

/** What the account switchers (the billingAccount block, the header) read and do. */
export interface AccountSwitch {
  /** The account the user acts for (the chosen one, else their own); null for guests. */
  activeAccountId: string | null;
  activeAccountName: string | null;
  /** The indirect buyer the user acts for, with the distributor it buys through. */
  indirectBuyer: { id: string; name: string; relatedAccountName: string | null } | null;
  /** False outside a storefront (isolated stories): the switches do nothing. */
  canSwitch: boolean;
  chooseAccount(row: PortalAccessibleAccount): void;
  chooseIndirectBuyer(row: PortalAccessibleAccount): void;
  clearIndirectBuyer(): void;
}

/**
 * Account switching (spec 000 section 4) on the session's own transitions: choosing an account
 * clears the indirect-buyer account, choosing an indirect buyer resets the quote, clearing it
 * reloads the active quote; each then drops the old account's data and reloads the cart (the
 * shell's onContextChanged). A polite success toast says what is now active.
 */
export function useAccountSwitch(): AccountSwitch {
  const session = useSession();
  const controller = session.controller;
  const current = session.indirectBuyer?.CURRENT ?? null;
  return {
    activeAccountId: session.account?.Id ?? session.profile?.['custom:salesforceAccountId'] ?? null,
    activeAccountName: session.account?.Name ?? null,
    indirectBuyer: current
      ? {
          id: current.Id,
          name: current.Name,
          relatedAccountName: current.details?.Related_Account?.Name ?? null,
        }
      : null,
    canSwitch: controller !== null,
    chooseAccount(row) {
      if (!controller) return;
      controller.chooseAccount(accountRecordOf(row));
      showToast({
        message: `You are now working in ${row.RelatedAccountName}.`,
        variant: 'success',
      });
    },
    chooseIndirectBuyer(row) {
      if (!controller) return;
      controller.chooseIndirectBuyer(indirectBuyerOf(row));
      showToast({
        message: `You are now acting for ${row.RelatedAccountName}.`,
        variant: 'success',
      });
    },
    clearIndirectBuyer() {
      if (!controller || !current) return;
      controller.clearIndirectBuyer();
      showToast({ message: `You stopped acting for ${current.Name}.`, variant: 'success' });
    },
  };
}

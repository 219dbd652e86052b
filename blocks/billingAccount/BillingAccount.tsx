import {
  BlockError,
  canSwitchAccounts,
  indirectBuyerAccounts,
  switchableAccounts,
  useAccessibleAccounts,
  useAccountSwitch,
  type BlockProps,
} from '../../runtime/blocks';
import { Button, Icon } from '../../runtime/ui/index';
// Derived from schemas/blocks/billingAccount.schema.json by scripts/compileValidators.ts.
import type { BillingAccountConfiguration } from '../../schemas/generated/blocks/billingAccount';
import { AccountsGrid } from './AccountsGrid';
import { IndirectBuyers } from './IndirectBuyers';
import './billingAccount.css';

const DEFAULT_PAGE_SIZE = 25;

/**
 * The account page: which account the user works in (and any indirect buyer they act for, with a
 * way to stop), the account switcher grid and the indirect-buyer switch. Switching follows spec
 * 000 section 4 through the session; every block on the page then reads its data again for the
 * new account.
 */
export default function BillingAccount({ configuration }: BlockProps<BillingAccountConfiguration>) {
  const installedBaseMode = configuration.installedBaseMode ?? false;
  const query = useAccessibleAccounts(installedBaseMode);
  const switcher = useAccountSwitch();
  const rows = query.data ?? [];
  const accounts = switchableAccounts(rows, installedBaseMode);
  const buyers = indirectBuyerAccounts(rows);
  const active = accounts.find((row) => row.RelatedAccountId === switcher.activeAccountId);
  const activeName = switcher.activeAccountName ?? active?.RelatedAccountName ?? null;
  const showGrid =
    (configuration.showAccountSwitcher ?? true) && (query.isPending || canSwitchAccounts(accounts));
  const showBuyers = (configuration.showIndirectBuyers ?? true) && buyers.length > 0;
  return (
    <div className="bf-billing-account">
      <section className="bf-billing-account-current" aria-labelledby="bf-billing-current-heading">
        <Icon name="building" size={28} color="currentColor" />
        <div>
          <h2 id="bf-billing-current-heading" className="bf-billing-account-current-label">
            You are working in
          </h2>
          <p className="bf-billing-account-current-name" data-testid="active-account">
            {activeName ?? 'your account'}
          </p>
          {switcher.indirectBuyer ? (
            <p className="bf-billing-account-acting" data-testid="acting-for">
              Acting for <strong>{switcher.indirectBuyer.name}</strong>
              {switcher.indirectBuyer.relatedAccountName
                ? ` (through ${switcher.indirectBuyer.relatedAccountName})`
                : ''}
            </p>
          ) : null}
        </div>
        {switcher.indirectBuyer ? (
          <Button variant="secondary" onClick={switcher.clearIndirectBuyer}>
            Stop acting for {switcher.indirectBuyer.name}
          </Button>
        ) : null}
      </section>
      {query.isError ? (
        <BlockError
          message="Your accounts could not be loaded."
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {showGrid ? (
            <AccountsGrid
              heading={configuration.heading ?? 'Switch account'}
              accounts={accounts}
              loading={query.isPending}
              activeAccountId={switcher.indirectBuyer ? null : switcher.activeAccountId}
              pageSize={configuration.pageSize ?? DEFAULT_PAGE_SIZE}
              onChoose={switcher.chooseAccount}
            />
          ) : query.isSuccess ? (
            <p className="bf-billing-account-hint">
              Your user works in this account only. Ask your account manager for access to more.
            </p>
          ) : null}
          {showBuyers ? (
            <IndirectBuyers
              buyers={buyers}
              actingForId={switcher.indirectBuyer?.id ?? null}
              onChoose={switcher.chooseIndirectBuyer}
            />
          ) : null}
        </>
      )}
    </div>
  );
}

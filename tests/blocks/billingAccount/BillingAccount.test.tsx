import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it } from 'vitest';
import BillingAccount from '../../../blocks/billingAccount/BillingAccount';
import { sessionAtom } from '../../../runtime/session/index';
import { SIGNED_OUT } from '../../../runtime/session/sessionState';
import { toastAtom } from '../../../runtime/state/toastAtom';
import type { BillingAccountConfiguration } from '../../../schemas/generated/blocks/billingAccount';
import { DEMO_ACCOUNTS } from '../../../server/shared/demo';
import { accountAreaHarness, type SeenCall } from '../accountAreaHarness';

afterEach(() => {
  getDefaultStore().set(sessionAtom, SIGNED_OUT);
  localStorage.clear();
});

const details = (number: string, city: string, country: string, through?: [string, string]) => ({
  AccountNumber: number,
  BillingCity: city,
  BillingCountry: country,
  Related_Account: through ? { Id: through[0], Name: through[1] } : null,
});

const MARIA_ROWS = [
  {
    Id: 'paa-1',
    RelatedAccountId: DEMO_ACCOUNTS.main.id,
    RelatedAccountName: DEMO_ACCOUNTS.main.name,
    IsMaster: true,
    PortalContext: 'Portal',
    IsIndirectBuyer: false,
    details: details('CUST-100231', 'Boston', 'United States'),
  },
  {
    Id: 'paa-2',
    RelatedAccountId: DEMO_ACCOUNTS.related.id,
    RelatedAccountName: DEMO_ACCOUNTS.related.name,
    IsMaster: false,
    PortalContext: 'Portal',
    IsIndirectBuyer: false,
    details: details('CUST-100232', 'Cambridge', 'United States'),
  },
];
const MARIA_IB_ROW = { ...MARIA_ROWS[0]!, Id: 'paa-3', IsMaster: false, PortalContext: 'IB' };

const IVY_ROWS = [
  {
    Id: 'paa-10',
    RelatedAccountId: DEMO_ACCOUNTS.distributor.id,
    RelatedAccountName: DEMO_ACCOUNTS.distributor.name,
    IsMaster: true,
    PortalContext: 'Portal',
    IsIndirectBuyer: false,
    details: details('DIST-200017', 'Heidelberg', 'Germany'),
  },
  {
    Id: 'paa-11',
    RelatedAccountId: DEMO_ACCOUNTS.indirectBuyer.id,
    RelatedAccountName: DEMO_ACCOUNTS.indirectBuyer.name,
    IsMaster: false,
    PortalContext: 'Portal',
    IsIndirectBuyer: true,
    details: details('IB-300104', 'Dublin', 'Ireland', [
      DEMO_ACCOUNTS.distributor.id,
      DEMO_ACCOUNTS.distributor.name,
    ]),
  },
];

const accessible = (rows: unknown[]) => (call: SeenCall) =>
  call.type === 'getPortalAccessibleAccounts'
    ? {
        statusCode: 200,
        content: call.query.get('isInstalledBase') === 'true' ? [...rows, MARIA_IB_ROW] : [...rows],
      }
    : { statusCode: 404, content: 'Query name not found, improper request.' };

function renderBlock(
  harness: ReturnType<typeof accountAreaHarness>,
  configuration: BillingAccountConfiguration = {},
) {
  return harness.render(
    <BillingAccount blockId="b1" configuration={configuration} contentJSON={null} />,
  );
}

describe('the billingAccount block', () => {
  it('shows the active account and a searchable, sortable grid of the others', async () => {
    const harness = accountAreaHarness(accessible(MARIA_ROWS));
    renderBlock(harness);
    expect(screen.getByTestId('active-account')).toHaveTextContent(DEMO_ACCOUNTS.main.name);
    await screen.findByRole('button', { name: `Switch to ${DEMO_ACCOUNTS.related.name}` });
    const table = screen.getByRole('table', { name: 'Switch account' });
    const main = within(table).getByRole('row', { name: new RegExp(DEMO_ACCOUNTS.main.name) });
    expect(within(main).getByText('Current account')).toBeVisible();
    expect(within(main).getByText('Master')).toBeVisible();
    expect(
      within(table).getByRole('button', { name: `Switch to ${DEMO_ACCOUNTS.related.name}` }),
    ).toBeVisible();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'cambridge');
    expect(within(table).queryByText(DEMO_ACCOUNTS.main.name)).toBeNull();
    expect(within(table).getByText(DEMO_ACCOUNTS.related.name)).toBeVisible();
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search accounts' }));

    await userEvent.click(within(table).getByRole('button', { name: /^Account number/ }));
    await userEvent.click(within(table).getByRole('button', { name: /^Account number/ }));
    const names = within(table)
      .getAllByRole('rowheader')
      .map((cell) => cell.textContent);
    expect(names).toEqual([DEMO_ACCOUNTS.related.name, DEMO_ACCOUNTS.main.name]);
  });

  it('switching reads everything again for the chosen account and says so', async () => {
    const harness = accountAreaHarness(accessible(MARIA_ROWS));
    renderBlock(harness);
    await userEvent.click(
      await screen.findByRole('button', { name: `Switch to ${DEMO_ACCOUNTS.related.name}` }),
    );
    expect(harness.controller.state().account).toEqual({
      Id: DEMO_ACCOUNTS.related.id,
      Name: DEMO_ACCOUNTS.related.name,
    });
    expect(harness.contextChanges()).toBe(1);
    expect(screen.getByTestId('active-account')).toHaveTextContent(DEMO_ACCOUNTS.related.name);
    expect(getDefaultStore().get(toastAtom)?.message).toBe(
      `You are now working in ${DEMO_ACCOUNTS.related.name}.`,
    );
    // The grid's read was dropped and asked again, now for the related account.
    await waitFor(() =>
      expect(harness.calls.map((call) => call.accountId)).toEqual([
        DEMO_ACCOUNTS.main.id,
        DEMO_ACCOUNTS.related.id,
      ]),
    );
    const table = await screen.findByRole('table', { name: 'Switch account' });
    const related = within(table).getByRole('row', {
      name: new RegExp(DEMO_ACCOUNTS.related.name),
    });
    expect(within(related).getByText('Current account')).toBeVisible();
  });

  it('lists installed-base accounts only in installed-base mode', async () => {
    const harness = accountAreaHarness(accessible(MARIA_ROWS));
    renderBlock(harness, { installedBaseMode: true });
    const table = await screen.findByRole('table', { name: 'Switch account' });
    expect(await within(table).findByText('Installed base')).toBeVisible();
    expect(harness.calls[0]?.query.get('isInstalledBase')).toBe('true');
  });

  it('lets a distributor act for an indirect buyer, resetting the quote, and stop again', async () => {
    localStorage.setItem('EC_Quote_Id', 'Q-DISTRIBUTOR');
    const harness = accountAreaHarness(accessible(IVY_ROWS), 'ivy.indirect');
    renderBlock(harness);
    const buyers = await screen.findByRole('table', { name: 'Indirect buyers' });
    expect(within(buyers).getByText(DEMO_ACCOUNTS.distributor.name)).toBeVisible();
    // Only one account of her own: no grid to switch in.
    expect(screen.queryByRole('table', { name: 'Switch account' })).toBeNull();
    await userEvent.click(
      within(buyers).getByRole('button', { name: `Act for ${DEMO_ACCOUNTS.indirectBuyer.name}` }),
    );
    expect(harness.controller.state().indirectBuyer).toEqual({
      CURRENT: {
        Id: DEMO_ACCOUNTS.indirectBuyer.id,
        Name: DEMO_ACCOUNTS.indirectBuyer.name,
        details: { Related_Account: { Name: DEMO_ACCOUNTS.distributor.name } },
      },
    });
    expect(localStorage.getItem('EC_Quote_Id')).toBeNull();
    expect(screen.getByTestId('acting-for')).toHaveTextContent(
      `Acting for ${DEMO_ACCOUNTS.indirectBuyer.name} (through ${DEMO_ACCOUNTS.distributor.name})`,
    );
    await userEvent.click(
      screen.getByRole('button', { name: `Stop acting for ${DEMO_ACCOUNTS.indirectBuyer.name}` }),
    );
    expect(harness.controller.state().indirectBuyer).toBeNull();
    expect(screen.queryByTestId('acting-for')).toBeNull();
    expect(harness.contextChanges()).toBe(2);
  });

  it('shows a failure with a retry', async () => {
    let fail = true;
    const ok = accessible(MARIA_ROWS);
    const harness = accountAreaHarness((call) =>
      fail ? { statusCode: 500, content: 'ERROR: The CRM is unavailable.' } : ok(call),
    );
    renderBlock(harness);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Your accounts could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Switch account' })).toBeVisible();
  });
});

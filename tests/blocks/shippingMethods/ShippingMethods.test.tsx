import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ShippingMethods from '../../../blocks/shippingMethods/ShippingMethods';
import { callType, renderWithGateway, sentPayload } from '../dataBlockHarness';

const PREFERENCES = {
  carriers: [
    {
      code: 'FEDEX',
      name: 'FedEx',
      services: [
        {
          id: 'ship-fedex-ground',
          name: 'Ground',
          coverage: 'domestic',
          coldChain: false,
          transitDays: { min: 3, max: 5 },
        },
        {
          id: 'ship-fedex-2day',
          name: '2Day',
          coverage: 'domestic',
          coldChain: false,
          transitDays: { min: 2, max: 2 },
        },
      ],
    },
    {
      code: 'DHL',
      name: 'DHL Express',
      services: [
        {
          id: 'ship-dhl-medical',
          name: 'Medical Express',
          coverage: 'international',
          coldChain: true,
          transitDays: { min: 1, max: 3 },
        },
      ],
    },
  ],
  preferredServiceIds: ['ship-fedex-ground'],
  defaultServiceId: 'ship-fedex-ground',
  carrierAccounts: [{ carrierCode: 'FEDEX', carrierName: 'FedEx', accountNumber: '6104-2231-9' }],
};

function preferencesCrm() {
  const writes: [string | null, Record<string, unknown>][] = [];
  const answer = (data: Record<string, unknown>) => {
    const type = callType(data);
    if (type === 'getShippingPreferences') return { statusCode: 200, content: PREFERENCES };
    const payload = sentPayload(data);
    writes.push([type, payload]);
    if (type === 'saveCarrierAccount')
      return payload.accountNumber === '000'
        ? { statusCode: 400, content: 'ERROR: There is no carrier ACME.' }
        : { statusCode: 200, content: [] };
    return { statusCode: 200, content: { preferredServiceIds: [], defaultServiceId: null } };
  };
  return { answer, writes };
}

const render = (crm: ReturnType<typeof preferencesCrm>) =>
  renderWithGateway(
    <ShippingMethods
      blockId="b1"
      configuration={{ showCustomerAccounts: true }}
      contentJSON={null}
    />,
    crm.answer,
  );

// Typing whole addresses is slow on a shared machine: a generous limit per test.
describe('the shippingMethods block', { timeout: 20_000 }, () => {
  it('shows the services with their facts and saves the preferred ones and the default together', async () => {
    const crm = preferencesCrm();
    render(crm);
    const ground = await screen.findByRole('checkbox', { name: 'FedEx Ground' });
    expect(ground).toBeChecked();
    expect(
      screen.getByText('1–3 business days · Outside the United States · Cold chain'),
    ).toBeVisible();
    await userEvent.click(screen.getByRole('checkbox', { name: 'FedEx 2Day' }));
    await userEvent.selectOptions(
      screen.getByLabelText('Default shipping method'),
      'ship-fedex-2day',
    );
    // Unticking the default's service drops it as the default.
    await userEvent.click(ground);
    await userEvent.click(screen.getByRole('button', { name: 'Save shipping preferences' }));
    expect(await screen.findByText('Saved. Checkout preselects FedEx 2Day.')).toBeVisible();
    expect(crm.writes).toEqual([
      [
        'saveShippingPreferences',
        { preferredServiceIds: ['ship-fedex-2day'], defaultServiceId: 'ship-fedex-2day' },
      ],
    ]);
  });

  it('checks a carrier account number before sending it and lists the numbers', async () => {
    const crm = preferencesCrm();
    render(crm);
    const accounts = await screen.findByRole('region', { name: 'Your carrier accounts' });
    expect(
      within(accounts).getByRole('list', { name: 'Carrier account numbers' }),
    ).toHaveTextContent('6104-2231-9');
    // FedEx has a number: the add form offers the other carrier only.
    expect(within(accounts).queryByLabelText('Carrier')).toBeNull();
    await userEvent.type(within(accounts).getByLabelText(/DHL Express account number/), 'x');
    await userEvent.click(within(accounts).getByRole('button', { name: 'Add account number' }));
    expect(within(accounts).getByText(/Use 3 to 40 letters/)).toBeVisible();
    expect(crm.writes).toEqual([]);
    await userEvent.clear(within(accounts).getByLabelText(/DHL Express account number/));
    await userEvent.type(
      within(accounts).getByLabelText(/DHL Express account number/),
      '960-555-001',
    );
    await userEvent.click(within(accounts).getByRole('button', { name: 'Add account number' }));
    expect(
      await within(accounts).findByText('Your DHL Express account number 960-555-001 was added.'),
    ).toBeVisible();
    expect(crm.writes).toEqual([
      ['saveCarrierAccount', { carrierCode: 'DHL', accountNumber: '960-555-001' }],
    ]);
  });
});

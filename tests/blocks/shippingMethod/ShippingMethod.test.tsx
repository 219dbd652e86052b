import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ShippingMethod from '../../../blocks/shippingMethod/ShippingMethod';
import type { ShippingMethodConfiguration } from '../../../schemas/generated/blocks/shippingMethod';
import { checkoutCrm, QUOTE_ID, renderCheckout } from '../checkoutHarness';

const CONFIGURATION: ShippingMethodConfiguration = {
  heading: '3. Shipping method',
  carriers: [{ carrier: 'FedEx', services: ['2Day'] }, { carrier: 'UPS' }],
  allowCustomerAccount: true,
};

const METHODS = {
  quoteId: QUOTE_ID,
  shippingCountry: 'United States',
  carriers: [
    {
      code: 'FEDEX',
      name: 'FedEx',
      services: [
        {
          id: 'ship-fedex-ground',
          name: 'Ground',
          amount: 0,
          currency: 'USD',
          coldChain: false,
          transitDays: { min: 3, max: 5 },
          estimatedDelivery: { earliest: '2026-11-30', latest: '2026-12-02' },
        },
        {
          id: 'ship-fedex-2day',
          name: '2Day',
          amount: 42,
          currency: 'USD',
          coldChain: false,
          transitDays: { min: 2, max: 2 },
          estimatedDelivery: { earliest: '2026-11-27', latest: '2026-11-27' },
        },
      ],
    },
    {
      code: 'UPS',
      name: 'UPS',
      services: [
        {
          id: 'ship-ups-ground',
          name: 'Ground',
          amount: 0,
          currency: 'USD',
          coldChain: false,
          transitDays: { min: 3, max: 6 },
          estimatedDelivery: { earliest: '2026-11-30', latest: '2026-12-03' },
        },
      ],
    },
  ],
  customerShippingAccounts: [
    { carrierCode: 'FEDEX', carrierName: 'FedEx', accountNumber: '6104-2231-9' },
  ],
  shipToAccounts: [],
  selected: {
    serviceId: null,
    carrier: null,
    service: null,
    amount: 0,
    customerShippingAccount: null,
    shipToAccountId: null,
  },
};

describe('the shippingMethod block', () => {
  it('offers the configured services with price and delivery estimate, and saves the choice', async () => {
    const crm = checkoutCrm({ ShippingCountry: 'United States' }, (type) =>
      type === 'getShippingMethods' ? { statusCode: 200, content: METHODS } : undefined,
    );
    renderCheckout(
      <ShippingMethod blockId="m1" configuration={CONFIGURATION} contentJSON={null} />,
      crm,
    );
    const twoDay = await screen.findByRole('radio', {
      name: /FedEx 2Day \$42\.00 · Arrives Fri, Nov 27/,
    });
    expect(screen.queryByRole('radio', { name: /FedEx Ground/ })).toBeNull();
    expect(screen.getByRole('radio', { name: /UPS Ground Free/ })).toBeVisible();
    await userEvent.click(twoDay);
    await waitFor(() => expect(crm.fields.Shipping_Service_Id__c).toBe('ship-fedex-2day'), {
      timeout: 3000,
    });
  });

  it('asks for the address first when the quote has no country', async () => {
    renderCheckout(
      <ShippingMethod blockId="m1" configuration={CONFIGURATION} contentJSON={null} />,
      checkoutCrm({}),
    );
    expect(
      await screen.findByText('Enter the shipping address to see the shipping methods.'),
    ).toBeVisible();
  });

  it("saves the customer's own carrier account, shows the CRM's refusal next to it and keeps it", async () => {
    const crm = checkoutCrm({ ShippingCountry: 'United States' }, (type, payload) => {
      if (type === 'getShippingMethods')
        return { statusCode: 200, content: { ...METHODS, customerShippingAccounts: [] } };
      const fields = (payload.fields ?? {}) as Record<string, unknown>;
      if (
        type === 'updateRecord' &&
        String(fields.Customer_Shipping_Account__c ?? '').includes('?')
      )
        return {
          statusCode: 400,
          content:
            'ERROR: Customer_Shipping_Account__c: use the letters and digits of the carrier account.',
        };
      return undefined;
    });
    renderCheckout(
      <ShippingMethod blockId="m1" configuration={CONFIGURATION} contentJSON={null} />,
      crm,
    );
    await userEvent.click(
      await screen.findByRole('checkbox', { name: 'Ship on my own carrier account' }),
    );
    const number = screen.getByLabelText('Carrier account number');
    expect(number).toHaveAttribute('maxLength', '40');
    await userEvent.type(number, '6104?2231');
    expect(
      await screen.findByText('use the letters and digits of the carrier account.', undefined, {
        timeout: 3000,
      }),
    ).toBeVisible();
    expect(number).toHaveValue('6104?2231');
    expect(crm.fields.Customer_Shipping_Account__c).toBeUndefined();
    await userEvent.clear(number);
    await userEvent.type(number, '6104-2231-9');
    await waitFor(() => expect(crm.fields.Customer_Shipping_Account__c).toBe('6104-2231-9'), {
      timeout: 3000,
    });
    await waitFor(() =>
      expect(screen.queryByText('use the letters and digits of the carrier account.')).toBeNull(),
    );
  });
});

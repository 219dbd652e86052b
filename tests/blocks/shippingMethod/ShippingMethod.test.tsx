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
});

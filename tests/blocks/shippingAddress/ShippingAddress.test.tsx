import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ShippingAddress from '../../../blocks/shippingAddress/ShippingAddress';
import type { ShippingAddressConfiguration } from '../../../schemas/generated/blocks/shippingAddress';
import { checkoutCrm, renderCheckout } from '../checkoutHarness';

const CONFIGURATION: ShippingAddressConfiguration = {
  heading: '2. Shipping address',
  allowNewAddress: true,
  requiredFields: ['address', 'city', 'state', 'zip', 'country', 'contactName', 'phone'],
  showDeliverTo: true,
};

const block = () => (
  <ShippingAddress blockId="a1" configuration={CONFIGURATION} contentJSON={null} />
);

const SAVED = {
  Id: 'a0A1',
  Name: 'Longwood receiving dock',
  Street: '400 Longwood Avenue',
  Street2: null,
  City: 'Boston',
  State: 'MA',
  PostalCode: '02115',
  Country: 'United States',
  Location: 'Dock 3',
  ContactName: 'Maria Keller',
  Email: null,
  Phone: '+1 617 555 0140',
  IsDefaultShipping: true,
  IsDefaultBilling: false,
};

describe('the shippingAddress block', () => {
  it('puts a saved address of the address book on the quote', async () => {
    const crm = checkoutCrm({}, (type) =>
      type === 'getLookupRecords' ? { statusCode: 200, content: [SAVED] } : undefined,
    );
    renderCheckout(block(), crm);
    await userEvent.click(await screen.findByRole('radio', { name: /Longwood receiving dock/ }));
    await waitFor(() => expect(crm.writes).toHaveLength(1), { timeout: 3000 });
    expect(crm.writes[0]).toMatchObject({
      ShippingStreet: '400 Longwood Avenue',
      ShippingCity: 'Boston',
      ShippingState: 'MA',
      ShippingPostalCode: '02115',
      ShippingCountry: 'United States',
    });
  });

  it('offers the country states and checks the ZIP code as the buyer types', async () => {
    const crm = checkoutCrm({}, (type) =>
      type === 'getLookupRecords' ? { statusCode: 200, content: [] } : undefined,
    );
    renderCheckout(block(), crm);
    await userEvent.selectOptions(await screen.findByLabelText(/^Country/), 'United States');
    expect(await screen.findByRole('combobox', { name: /^State/ })).toBeVisible();
    const zip = screen.getByLabelText(/^ZIP code/);
    await userEvent.type(zip, '0211');
    await userEvent.tab();
    expect(zip).toHaveAccessibleDescription('ZIP code: Use 5 digits, or 5+4 digits (02115-1234).');
  });

  it('keeps a typed value the CRM refused, shows why, and saves it once corrected', async () => {
    const crm = checkoutCrm({}, (type, payload) => {
      if (type === 'getLookupRecords') return { statusCode: 200, content: [] };
      const fields = payload.fields as Record<string, unknown> | undefined;
      if (type === 'updateRecord' && fields?.Shipping_Email__c === 'maria@')
        return { statusCode: 400, content: 'ERROR: Shipping_Email__c: must be an email address.' };
      return undefined;
    });
    renderCheckout(block(), crm);
    const email = await screen.findByLabelText(/^Email/);
    await userEvent.type(email, 'maria@');
    expect(
      await screen.findByText(
        /Not saved: Shipping_Email__c: must be an email address\./,
        undefined,
        {
          timeout: 3000,
        },
      ),
    ).toBeVisible();
    expect(email).toHaveValue('maria@');
    await userEvent.type(email, 'example.test');
    await waitFor(() => expect(crm.fields.Shipping_Email__c).toBe('maria@example.test'), {
      timeout: 3000,
    });
    expect(email).toHaveValue('maria@example.test');
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import CheckoutAccount from '../../../blocks/checkoutAccount/CheckoutAccount';
import { checkoutCrm, renderCheckout } from '../checkoutHarness';

describe('the checkoutAccount block', () => {
  it('searches billing contacts of the bill-to account as the buyer types', async () => {
    const crm = checkoutCrm({ AccountId: 'ACC-1' }, (type) =>
      type === 'searchLookupDataAdvanced' ? { statusCode: 200, content: [] } : undefined,
    );
    renderCheckout(
      <CheckoutAccount blockId="c1" configuration={{ heading: '1. Account' }} contentJSON={null} />,
      crm,
    );
    const combobox = await screen.findByRole('combobox', { name: 'Billing contact' });
    await userEvent.type(combobox, 'Gra');
    await vi.waitFor(() =>
      expect(
        crm.calls.filter((call) => call.type === 'searchLookupDataAdvanced').at(-1)?.payload,
      ).toMatchObject({
        obj: 'Contact',
        searchText: 'Gra',
        filters: { AccountId: 'ACC-1' },
        isPortalContext: true,
      }),
    );
  });
});

describe('the billing contact combobox', () => {
  it('offers matching contacts by name and saves the one chosen', async () => {
    const crm = checkoutCrm({ AccountId: 'ACC-1' }, (type) =>
      type === 'searchLookupDataAdvanced'
        ? {
            statusCode: 200,
            content: [
              { Id: 'CON-9', FirstName: 'Grace', LastName: 'Oduya', Email: 'ap@northgate.test' },
            ],
          }
        : undefined,
    );
    renderCheckout(
      <CheckoutAccount blockId="c1" configuration={{ heading: '1. Account' }} contentJSON={null} />,
      crm,
    );
    const combobox = await screen.findByRole('combobox', { name: 'Billing contact' });
    await userEvent.type(combobox, 'Gra');
    await userEvent.click(
      await screen.findByRole('option', { name: 'Grace Oduya · ap@northgate.test' }),
    );
    expect(combobox).toHaveValue('Grace Oduya · ap@northgate.test');
    await vi.waitFor(() => expect(crm.fields.Billing_Contact__c).toBe('CON-9'), {
      timeout: 3000,
    });
  });
});

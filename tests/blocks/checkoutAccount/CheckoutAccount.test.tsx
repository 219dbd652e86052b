import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import CheckoutAccount from '../../../blocks/checkoutAccount/CheckoutAccount';
import { storeGuestQuoteId } from '../../../runtime/domain/cart/quoteStorage';
import { GUEST_SESSION } from '../../runtime/gateway/fakeGatewayFetch';
import { checkoutCrm, QUOTE_ID, renderCheckout } from '../checkoutHarness';

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

describe("a guest's contact fields", () => {
  const renderGuest = (crm: ReturnType<typeof checkoutCrm>) => {
    // The guest's cart is the quote the tab keeps (runtime/domain/cart/quoteStorage.ts).
    storeGuestQuoteId(QUOTE_ID);
    return renderCheckout(
      <CheckoutAccount blockId="c1" configuration={{ heading: '1. Account' }} contentJSON={null} />,
      crm,
      '/checkout',
      GUEST_SESSION,
    );
  };
  afterEach(() => storeGuestQuoteId(null));

  it('asks for the required name and email once left empty, and checks the email', async () => {
    const crm = checkoutCrm();
    renderGuest(crm);
    const name = await screen.findByLabelText(/^Your name/);
    const email = screen.getByLabelText(/^Email/);
    expect(name).toBeRequired();
    expect(email).toBeRequired();
    expect(screen.getByLabelText(/^Phone/)).not.toBeRequired();
    // Nothing is said before the buyer has been in a field.
    expect(screen.queryByText('Enter your name.')).toBeNull();
    await userEvent.click(name);
    await userEvent.tab();
    expect(await screen.findByText('Enter your name.')).toBeVisible();
    await userEvent.type(email, 'gus@example');
    await userEvent.tab();
    expect(
      await screen.findByText('Enter an email address such as name@example.com.'),
    ).toBeVisible();
    await userEvent.type(email, '.test');
    await waitFor(() =>
      expect(screen.queryByText('Enter an email address such as name@example.com.')).toBeNull(),
    );
    await userEvent.type(name, 'Gus Guest');
    expect(screen.queryByText('Enter your name.')).toBeNull();
    await waitFor(
      () =>
        expect(crm.fields).toMatchObject({
          Buyer_Email__c: 'gus@example.test',
          Buyer_Contact_Name__c: 'Gus Guest',
        }),
      { timeout: 3000 },
    );
  });

  it("shows the CRM's refusal next to the field and keeps what was typed", async () => {
    const crm = checkoutCrm({}, (type, payload) => {
      const fields = (payload.fields ?? {}) as Record<string, unknown>;
      return type === 'updateRecord' && String(fields.Buyer_Email__c ?? '').endsWith('.invalid')
        ? {
            statusCode: 400,
            content: 'ERROR: Buyer_Email__c: enter an email address like name@example.com.',
          }
        : undefined;
    });
    renderGuest(crm);
    const email = await screen.findByLabelText(/^Email/);
    await userEvent.type(email, 'gus@example.invalid');
    expect(
      await screen.findByText('enter an email address like name@example.com.', undefined, {
        timeout: 3000,
      }),
    ).toBeVisible();
    expect(email).toHaveValue('gus@example.invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(crm.fields.Buyer_Email__c).toBeUndefined();
  });
});

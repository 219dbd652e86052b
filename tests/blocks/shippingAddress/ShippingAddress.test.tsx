import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import ShippingAddress from '../../../blocks/shippingAddress/ShippingAddress';
import { GatewayProvider } from '../../../runtime/app/GatewayProvider';
import { getAddressBook } from '../../../runtime/domain/addresses/addressCalls';
import { addressKeys } from '../../../runtime/domain/addresses/addressStore';
import { cartQueryOptions } from '../../../runtime/domain/cart/cartStore';
import { quoteFieldsOptions } from '../../../runtime/domain/checkout/checkoutStore';
import type { ShippingAddressConfiguration } from '../../../schemas/generated/blocks/shippingAddress';
import { checkoutCrm, QUOTE_ID, renderCheckout } from '../checkoutHarness';
import { gatewayHarness } from '../dataBlockHarness';

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

const OTHER = {
  ...SAVED,
  Id: 'a0A2',
  Name: 'Genomics core',
  Street: '75 Ames Street',
  City: 'Cambridge',
  PostalCode: '02142',
  Location: 'Room 210',
  IsDefaultShipping: false,
};

/** A new cart (no address on its quote) whose cart, fields and address book are read already. */
async function newCartRead() {
  const crm = checkoutCrm({}, (type) =>
    type === 'getLookupRecords' ? { statusCode: 200, content: [SAVED, OTHER] } : undefined,
  );
  const harness = gatewayHarness(crm.answer);
  const { queryClient, connection } = harness;
  await queryClient.fetchQuery(cartQueryOptions(connection));
  await queryClient.fetchQuery(quoteFieldsOptions(connection, QUOTE_ID));
  await queryClient.fetchQuery({
    queryKey: addressKeys.book,
    queryFn: ({ signal }) => getAddressBook(connection, signal),
  });
  const page = (
    <GatewayProvider connection={connection} queryClient={queryClient}>
      {block()}
    </GatewayProvider>
  );
  return { crm, page };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the shippingAddress block', () => {
  it("shows a new cart's default address chosen from the first paint (the server's page)", async () => {
    const { page } = await newCartRead();
    const served = document.createElement('div');
    served.innerHTML = renderToString(page);
    expect(within(served).getByRole('radio', { name: /Longwood receiving dock/ })).toBeChecked();
    expect(within(served).getByRole('radio', { name: /A new address/ })).not.toBeChecked();
    // The chosen address, not an empty new-address form that folds away once the code runs.
    expect(within(served).queryByLabelText(/^Street address/)).toBeNull();
    expect(within(served).getByLabelText(/^Contact name/)).toHaveValue('Maria Keller');
    expect(served).toHaveTextContent('Saving…');
  });

  it('keeps an address chosen before the default address was offered to the quote', async () => {
    const { crm, page } = await newCartRead();
    const container = document.body.appendChild(document.createElement('div'));
    // No act(): React draws the radios and runs its effects in separate tasks, as in a browser, and
    // the buyer's click lands between the two (a busy phone, or an early click replayed).
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const wasAct = actEnvironment.IS_REACT_ACT_ENVIRONMENT;
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    const root = createRoot(container);
    try {
      const clicked = new Promise<void>((resolve) => {
        const observer = new MutationObserver(() => {
          const other = within(container).queryByRole('radio', { name: /Genomics core/ });
          if (!other) return;
          observer.disconnect();
          other.click();
          resolve();
        });
        observer.observe(container, { childList: true, subtree: true });
      });
      root.render(page);
      await clicked;
      await waitFor(() => expect(crm.writes).toHaveLength(1), { timeout: 3000 });
      // Past another save pause: nothing else is written.
      await pause(1000);
      expect(crm.writes).toEqual([
        expect.objectContaining({ ShippingStreet: '75 Ames Street', ShippingCity: 'Cambridge' }),
      ]);
      expect(within(container).getByRole('radio', { name: /Genomics core/ })).toBeChecked();
    } finally {
      root.unmount();
      container.remove();
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = wasAct;
    }
  });

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

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import ShippingAddresses from '../../../blocks/shippingAddresses/ShippingAddresses';
import { createStorefrontQueryClient } from '../../../runtime/app/createStorefrontQueryClient';
import { callType, gatewayHarness, sentPayload } from '../dataBlockHarness';

const DOCK = {
  Id: 'a0A1',
  Name: 'Receiving dock',
  Street: '400 Longwood Avenue',
  Street2: 'Building C',
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
const LAB = { ...DOCK, Id: 'a0A2', Name: 'Genomics lab', IsDefaultShipping: false };

/** A small CRM holding an address book: the block's writes change what it answers next. */
function addressCrm(initial: (typeof DOCK)[]) {
  let book = [...initial];
  const writes: [string | null, Record<string, unknown>][] = [];
  const answer = (data: Record<string, unknown>) => {
    const type = callType(data);
    const payload = type === 'getLookupRecords' ? {} : sentPayload(data);
    if (type !== 'getLookupRecords') writes.push([type, payload]);
    if (type === 'getLookupRecords')
      return { statusCode: 200, content: book.length ? book : 'ERROR: No records Found.' };
    if (type === 'saveAddress') {
      const address = {
        ...DOCK,
        ...(payload.address as object),
        Id: 'a0A9',
        IsDefaultShipping: false,
      };
      book = [...book, address];
      return { statusCode: 200, content: address };
    }
    if (type === 'deleteAddress') {
      book = book.filter((entry) => entry.Id !== payload.addressId);
      return { statusCode: 200, content: { deleted: payload.addressId } };
    }
    if (type === 'setDefaultAddress') {
      book = book.map((entry) => ({ ...entry, IsDefaultShipping: entry.Id === payload.addressId }));
      return { statusCode: 200, content: book.find((entry) => entry.Id === payload.addressId) };
    }
    return { statusCode: 404, content: 'ERROR: Query name not found, improper request.' };
  };
  return { answer, writes };
}

/** The app's own query client: writes refetch what they declare, as in the storefront. */
const render = (crm: ReturnType<typeof addressCrm>) =>
  gatewayHarness(crm.answer, createStorefrontQueryClient()).render(
    <ShippingAddresses
      blockId="b1"
      configuration={{ allowAdd: true, allowDefault: true }}
      contentJSON={null}
    />,
  );

// Typing whole addresses is slow on a shared machine: a generous limit per test.
describe('the shippingAddresses block', { timeout: 20_000 }, () => {
  it('lists the book with the default first, marked, and makes another the default', async () => {
    const crm = addressCrm([LAB, DOCK]);
    render(crm);
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Receiving dock');
    expect(within(first!).getByText('Default shipping')).toBeVisible();
    expect(second).toHaveTextContent('Boston, MA 02115');
    await userEvent.click(screen.getByRole('button', { name: 'Make default: Genomics lab' }));
    expect(
      await screen.findByText('Genomics lab is now your default shipping address.'),
    ).toBeVisible();
    expect(crm.writes).toEqual([['setDefaultAddress', { addressId: 'a0A2', use: 'shipping' }]]);
  });

  it('checks a new address with the country rules before sending it, then adds it', async () => {
    const crm = addressCrm([]);
    render(crm);
    await userEvent.click(await screen.findByRole('button', { name: 'Add address' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText(/^Street address/), '1 Kendall Square');
    await userEvent.type(within(dialog).getByLabelText(/^City/), 'Cambridge');
    await userEvent.type(within(dialog).getByLabelText(/^ZIP code/), '2139');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(within(dialog).getByText('Enter the state.')).toBeVisible();
    expect(
      within(dialog).getByText('ZIP code: Use 5 digits, or 5+4 digits (02115-1234).'),
    ).toBeVisible();
    expect(crm.writes).toEqual([]);
    await userEvent.selectOptions(within(dialog).getByLabelText(/^State/), 'MA');
    await userEvent.clear(within(dialog).getByLabelText(/^ZIP code/));
    await userEvent.type(within(dialog).getByLabelText(/^ZIP code/), '02139');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText('1 Kendall Square, Cambridge was added.')).toBeVisible();
    expect(crm.writes[0]?.[0]).toBe('saveAddress');
    expect(crm.writes[0]?.[1]).toMatchObject({
      address: {
        Street: '1 Kendall Square',
        City: 'Cambridge',
        State: 'MA',
        PostalCode: '02139',
        Country: 'United States',
      },
    });
  });

  it('deletes only after the confirmation', async () => {
    const crm = addressCrm([DOCK, LAB]);
    render(crm);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Genomics lab' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Genomics lab?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    expect(crm.writes).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Genomics lab' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Delete address',
      }),
    );
    expect(await screen.findByText('Genomics lab was deleted.')).toBeVisible();
    await waitFor(
      () => expect(screen.queryByRole('heading', { name: 'Genomics lab' })).toBeNull(),
      { timeout: 5000 },
    );
    expect(crm.writes).toEqual([['deleteAddress', { addressId: 'a0A2' }]]);
  });
});

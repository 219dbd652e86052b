import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import schema from '../schemas/blocks/shippingAddresses.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

const address = (
  id: string,
  name: string,
  street: string,
  extra: Record<string, unknown> = {},
) => ({
  Id: id,
  Name: name,
  Street: street,
  Street2: null,
  City: 'Boston',
  State: 'MA',
  PostalCode: '02115',
  Country: 'United States',
  Location: null,
  ContactName: 'Maria Keller',
  Email: 'maria.keller@northgate-labs.test',
  Phone: '+1 617 555 0140',
  IsDefaultShipping: false,
  IsDefaultBilling: false,
  ...extra,
});

/** The main account's address book as the seed holds it. */
const BOOK = [
  address('a0A1', 'Longwood receiving dock', '400 Longwood Avenue', {
    Street2: 'Building C, Room 214',
    Location: 'Receiving Dock 3',
    IsDefaultShipping: true,
  }),
  address('a0A2', 'Accounts payable', '400 Longwood Avenue', {
    Street2: 'Accounts Payable',
    ContactName: 'Grace Oduya',
    IsDefaultBilling: true,
  }),
  address('a0A3', 'Genomics core, Kendall Square', '300 Technology Square', {
    City: 'Cambridge',
    PostalCode: '02139',
    Location: 'Loading bay B',
  }),
];

const withBook = gatewayAnswers(({ type }) =>
  type === 'getLookupRecords'
    ? { statusCode: 200, content: BOOK }
    : { statusCode: 200, content: BOOK[0] },
);

const meta = {
  title: 'Blocks/ShippingAddresses',
  ...blockMeta({
    componentName: 'shippingAddresses',
    schema,
    block: { configuration: { allowAdd: true, allowDefault: true } },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account's addresses, the default first. */
export const AddressBook: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: withBook },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Saved addresses' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    await expect(within(list).getByText('Default shipping')).toBeVisible();
  },
};

/** Adding an address: the country decides the state list and the ZIP code rule. */
export const AddFormWithProblems: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: withBook },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Add address' }));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add address' }));
    const message = await within(dialog).findByText('Enter the street address.');
    // The dialog fades in: visible once its entry animation has run.
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 200, content: 'ERROR: No records Found.' })),
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No saved addresses yet')).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 500, content: 'ERROR: UNABLE_TO_LOCK_ROW' })),
  },
};

export const Mobile: Story = {
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
  parameters: { msw: withBook },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/list.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { seedTables } from './support/seedCrm';
import { SIGNED_IN_ACCOUNT_ID } from './support/storySession';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

/** Gateway data comes from the local stack's seed (MSW, .storybook/preview.tsx) unless a story says otherwise. */
const meta = {
  title: 'Blocks/List',
  ...blockMeta({
    componentName: 'list',
    schema,
    block: {
      configuration: {
        objectName: 'Quote',
        columns: [
          { field: 'QuoteNumber', label: 'Number' },
          { field: 'Name', label: 'Name' },
          { field: 'Status', label: 'Status' },
          { field: 'Total', label: 'Total', type: 'currency' },
          { field: 'CreatedDate', label: 'Created', type: 'date' },
        ],
        detailTemplateId: 'tpl-order-detail',
        pageSize: 20,
        sortField: 'CreatedDate',
        sortDirection: 'DESC',
        searchable: true,
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The signed-in manager's quotes, as the seeded CRM answers getLookupRecords. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  play: async ({ canvasElement }) => {
    const quote = seedTables().quotes?.find((row) => row.account_id === SIGNED_IN_ACCOUNT_ID);
    await expect(await within(canvasElement).findByText(String(quote?.quote_number))).toBeVisible();
  },
};

/** A guest calls with the guest storefront's guest account: its quotes only. */
export const Guest: Story = { globals: { viewer: 'guest' } };

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => 'pending') },
};

export const Empty: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 200, content: 'ERROR: No records Found.' })),
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: gatewayAnswers(() => ({ statusCode: 400, content: 'ERROR: An account is required.' })),
  },
};

export const ManyPagesLongNames: Story = {
  globals: { viewer: 'signedIn' },
  args: { 'configuration.pageSize': 12 },
  parameters: {
    msw: gatewayAnswers(() => ({
      statusCode: 200,
      content: Array.from({ length: 64 }, (_, index) => ({
        Id: `0Q0Dn0000LongQ${String(index).padStart(3, '0')}`,
        QuoteNumber: `Q-${String(2000 + index).padStart(8, '0')}`,
        Name: `Quote for the ${index + 1}th panel of the multi-site spectral cytometry study`,
        Status: ['Draft', 'Submitted', 'Ordered', 'Shipped'][index % 4],
        Total: 180 + index * 417.35,
        CurrencyIsoCode: 'USD',
        CreatedDate: `2025-0${1 + (index % 9)}-1${index % 10}T12:00:00.000Z`,
      })),
    })),
  },
};

export const Contacts: Story = {
  globals: { viewer: 'signedIn' },
  args: {
    'configuration.objectName': 'Contact',
    'configuration.columns': [
      { field: 'LastName', label: 'Last name' },
      { field: 'FirstName', label: 'First name' },
      { field: 'Email', label: 'Email' },
      { field: 'AWS_Status__c', label: 'Portal status' },
    ],
    'configuration.sortField': 'LastName',
    'configuration.sortDirection': 'ASC',
    'configuration.detailTemplateId': undefined,
  },
};

export const VisibleToAll: Story = withVisibility('ALL', 'guest');
export const GuestOnlyAsGuest: Story = withVisibility('GUEST', 'guest');
export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const AuthenticatedAsSignedIn: Story = withVisibility('AUTHENTICATED', 'signedIn');
export const LoggedInHiddenForGuests: Story = withVisibility('LOGGED IN', 'guest');
export const UnknownVisibilityRejected: Story = withUnknownVisibility('EVERYONE');
export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
};
export const Tablet: Story = {
  ...atViewport('tablet'),
  globals: { ...atViewport('tablet').globals, viewer: 'signedIn' },
};
export const Desktop: Story = {
  ...atViewport('desktop'),
  globals: { ...atViewport('desktop').globals, viewer: 'signedIn' },
};

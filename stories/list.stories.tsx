import type { Meta, StoryObj } from '@storybook/react-vite';
import List from '../blocks/list/List';
import { withCrm } from './support/storyGateway';

const STATUSES = ['Draft', 'Submitted', 'Ordered', 'Shipped'];

const QUOTES = Array.from({ length: 7 }, (_, index) => ({
  Id: `Q-${1001 + index}`,
  QuoteNumber: `0000${1001 + index}`,
  Name: ['Flow panel reorder', 'Sequencing run', 'Imaging consumables', 'Beads restock'][index % 4],
  Status: STATUSES[index % STATUSES.length],
  Total: 180 + index * 417.35,
  CurrencyIsoCode: 'USD',
  CreatedDate: `2025-0${1 + (index % 9)}-1${index}T12:00:00.000Z`,
}));

const meta = {
  title: 'Blocks/List',
  component: List,
  decorators: [withCrm(() => ({ statusCode: 200, content: QUOTES }))],
  args: {
    blockId: 'story-list',
    contentJSON: null,
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
} satisfies Meta<typeof List>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Loading: Story = { decorators: [withCrm(() => 'pending')] };

export const Empty: Story = {
  decorators: [withCrm(() => ({ statusCode: 200, content: 'ERROR: No records Found.' }))],
};

export const Failed: Story = {
  decorators: [withCrm(() => ({ statusCode: 400, content: 'ERROR: An account is required.' }))],
};

export const ManyPages: Story = {
  decorators: [
    withCrm(() => ({
      statusCode: 200,
      content: Array.from({ length: 64 }, (_, index) => ({
        ...QUOTES[index % QUOTES.length],
        Id: `Q-${2000 + index}`,
        QuoteNumber: `0000${2000 + index}`,
        Name: `Quote for the ${index + 1}th panel of the multi-site spectral cytometry study`,
      })),
    })),
  ],
  args: { configuration: { ...meta.args.configuration, pageSize: 12 } },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

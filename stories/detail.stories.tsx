import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import Detail from '../blocks/detail/Detail';
import { withCrm } from './support/storyGateway';

const RECORD = {
  recordData: {
    Id: 'Q-1001',
    Name: 'Flow panel reorder',
    QuoteNumber: '00001001',
    Status: 'Ordered',
    PoNumber: 'PO-88412',
    ShippingCity: 'Waltham',
    Total: 1234.5,
  },
  fieldsMetadata: [
    { name: 'Id', label: 'Quote ID', type: 'id' },
    { name: 'Name', label: 'Quote Name', type: 'string' },
    { name: 'QuoteNumber', label: 'Quote Number', type: 'string' },
    { name: 'Status', label: 'Status', type: 'picklist' },
    { name: 'PoNumber', label: 'PO Number', type: 'string' },
    { name: 'ShippingCity', label: 'Shipping City', type: 'string' },
    { name: 'Total', label: 'Total', type: 'currency' },
  ],
};

/** The block reads ?recordId= from the address, as on /detail/{templateId}. */
function atRecord(recordId: string | null): Decorator {
  return (Story) => {
    const url = new URL(window.location.href);
    if (recordId) url.searchParams.set('recordId', recordId);
    else url.searchParams.delete('recordId');
    window.history.replaceState(window.history.state, '', url);
    return <Story />;
  };
}

const meta = {
  title: 'Blocks/Detail',
  component: Detail,
  decorators: [withCrm(() => ({ statusCode: 200, content: RECORD })), atRecord('Q-1001')],
  args: {
    blockId: 'story-detail',
    contentJSON: null,
    configuration: {
      objectName: 'Quote',
      displayFields: ['Name', 'QuoteNumber', 'Status', 'PoNumber', 'ShippingCity', 'Total'],
      sections: [
        { heading: 'Summary', fields: ['QuoteNumber', 'Status', 'PoNumber'] },
        { heading: 'Shipping', fields: ['ShippingCity'] },
      ],
      showLineItems: true,
    },
  },
} satisfies Meta<typeof Detail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutSections: Story = {
  args: {
    configuration: { objectName: 'Quote', displayFields: ['Name', 'Status', 'Total'] },
  },
};

export const Loading: Story = { decorators: [withCrm(() => 'pending'), atRecord('Q-1001')] };

export const NotFound: Story = {
  decorators: [
    withCrm(() => ({ statusCode: 200, content: 'ERROR: No records Found.' })),
    atRecord('Q-404'),
  ],
};

export const NoRecordId: Story = { decorators: [atRecord(null)] };

export const LongValues: Story = {
  decorators: [
    withCrm(() => ({
      statusCode: 200,
      content: {
        ...RECORD,
        recordData: {
          ...RECORD.recordData,
          Name: 'Quote for the multi-site spectral cytometry study across Waltham, Heidelberg and Singapore, phase two',
          ShippingCity: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
        },
      },
    })),
    atRecord('Q-1001'),
  ],
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

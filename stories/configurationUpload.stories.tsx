import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/configurationUpload.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers, type CrmCall } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

/** Seeded catalogue items the stories' files name (server/db/seed/catalogue.ts). */
const ITEMS = [
  {
    itemId: 'a1Cellaris0000001',
    catalogItemId: 'a1ECellaris0000001',
    sku: 'CY-AB-10001',
    title: 'CD4 Monoclonal Antibody (RPA-T4), FITC',
    configurationRequirement: 'No Configuration',
    attributes: { fluorochrome: 'FITC' },
  },
  {
    itemId: 'a1Cellaris0000002',
    catalogItemId: 'a1ECellaris0000002',
    sku: 'CY-AB-10002',
    title: 'CD8a Monoclonal Antibody (RPA-T8), PE',
    configurationRequirement: 'No Configuration',
    attributes: { fluorochrome: 'PE' },
  },
  {
    itemId: 'a1Cellaris0000011',
    catalogItemId: 'a1ECellaris0000011',
    sku: 'CY-BF-50001',
    title: 'Sheath Fluid, 20 L',
    configurationRequirement: 'Upload Add',
    attributes: {},
  },
];

/** retrieveCatalogNG by item numbers, as the CRM stand-in answers it. */
function catalogueByNumber(call: CrmCall) {
  if (call.type !== 'retrieveCatalogNG')
    return { statusCode: 404, content: 'Query name not found, improper request.' };
  const { jsonData } = call.payload as { jsonData: string };
  const numbers = (JSON.parse(jsonData) as { itemNumbers?: string[] }).itemNumbers ?? [];
  const wanted = new Set(numbers.map((number) => number.toUpperCase()));
  const lstItems = ITEMS.filter(
    (item) => wanted.has(item.sku) || wanted.has(item.itemId.toUpperCase()),
  );
  return { statusCode: 200, content: { lstItems, itemCount: lstItems.length } };
}

const base = blockMeta({
  componentName: 'configurationUpload',
  schema,
  block: {
    configuration: {
      heading: 'Upload an order list',
      helpText:
        'One item number and quantity per row, from your purchasing system or our template.',
      alwaysShow: true,
      template: 'orderList',
      cartUrl: '/cart',
      pageSize: 50,
    },
  },
});

const meta = {
  title: 'Blocks/ConfigurationUpload',
  ...base,
  parameters: { ...base.parameters, path: '/order-upload', msw: gatewayAnswers(catalogueByNumber) },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The order list page before a file is chosen: the templates and the drop zone. */
export const OrderList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Upload an order list' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'Download the order list template as CSV' }),
    ).toBeVisible();
    await expect(canvas.getByLabelText('Choose a file')).toBeInTheDocument();
  },
};

/** A file with one unknown item and one duplicate: the error with its fix, the merge. */
export const CheckedFile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(
      ['Item number,Quantity\nCY-AB-10001,2\n1234-XYZ,1\nCY-AB-10002,1\ncy-ab-10001,1\n'],
      'order.csv',
      { type: 'text/csv' },
    );
    await userEvent.upload(await canvas.findByLabelText('Choose a file'), file);
    await expect(await canvas.findByText(/Item 1234-XYZ is not in the catalogue/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Add 2 valid rows to cart' })).toBeVisible();
  },
};

/** Opened from a catalogue card's Upload action for an Upload Add item. */
export const FromUploadAddItem: Story = {
  parameters: { path: '/configurator?itemId=CY-BF-50001&mode=upload' },
  args: { 'configuration.alwaysShow': false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Sheath Fluid, 20 L')).toBeVisible();
    await expect(canvas.getByText(/Upload Add: the valid rows are added/)).toBeVisible();
  },
};

/** The antibody panel template (marker and fluorochrome columns). */
export const PanelTemplate: Story = {
  args: { 'configuration.template': 'panel' },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('button', {
        name: 'Download the panel template as Excel (.xlsx)',
      }),
    ).toBeVisible();
  },
};

export const Mobile: Story = { ...atViewport('mobile') };

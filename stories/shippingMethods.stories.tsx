import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/shippingMethods.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

const service = (
  id: string,
  name: string,
  coverage: string,
  min: number,
  max: number,
  coldChain = false,
) => ({
  id,
  name,
  coverage,
  coldChain,
  transitDays: { min, max },
});

/** The seeded carriers and services, with the main account's carrier accounts. */
const PREFERENCES = {
  carriers: [
    {
      code: 'FEDEX',
      name: 'FedEx',
      services: [
        service('ship-fedex-ground', 'Ground', 'domestic', 3, 5),
        service('ship-fedex-2day', '2Day', 'domestic', 2, 2),
        service(
          'ship-fedex-priority-cold',
          'Priority Overnight (cold chain)',
          'domestic',
          1,
          1,
          true,
        ),
      ],
    },
    {
      code: 'UPS',
      name: 'UPS',
      services: [
        service('ship-ups-ground', 'Ground', 'domestic', 3, 6),
        service('ship-ups-next-day', 'Next Day Air', 'domestic', 1, 1),
        service('ship-ups-standard-intl', 'Standard (international)', 'international', 5, 8),
      ],
    },
    {
      code: 'DHL',
      name: 'DHL Express',
      services: [
        service('ship-dhl-express', 'Express Worldwide', 'international', 2, 4),
        service(
          'ship-dhl-medical',
          'Medical Express (temperature controlled)',
          'international',
          1,
          3,
          true,
        ),
      ],
    },
  ],
  preferredServiceIds: ['ship-fedex-2day', 'ship-fedex-priority-cold', 'ship-ups-ground'],
  defaultServiceId: 'ship-fedex-priority-cold',
  carrierAccounts: [
    { carrierCode: 'FEDEX', carrierName: 'FedEx', accountNumber: '6104-2231-9' },
    { carrierCode: 'UPS', carrierName: 'UPS', accountNumber: '1Y27W3' },
  ],
};

const withPreferences = (preferences: object) =>
  gatewayAnswers(() => ({ statusCode: 200, content: preferences }));

const meta = {
  title: 'Blocks/ShippingMethods',
  ...blockMeta({
    componentName: 'shippingMethods',
    schema,
    block: { configuration: { showCustomerAccounts: true } },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Preferred services, the default (cold chain overnight) and two carrier accounts. */
export const Preferences: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: withPreferences(PREFERENCES) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Default shipping method')).toHaveValue(
      'ship-fedex-priority-cold',
    );
    await expect(canvas.getByRole('list', { name: 'Carrier account numbers' })).toBeVisible();
  },
};

/** Nothing chosen yet and no carrier account. */
export const NoPreferences: Story = {
  globals: { viewer: 'signedIn' },
  parameters: {
    msw: withPreferences({
      ...PREFERENCES,
      preferredServiceIds: [],
      defaultServiceId: null,
      carrierAccounts: [],
    }),
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No carrier account numbers yet.'),
    ).toBeVisible();
  },
};

export const NoServices: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: withPreferences({ ...PREFERENCES, carriers: [] }) },
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
  parameters: { msw: withPreferences(PREFERENCES) },
};

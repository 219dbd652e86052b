import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/paymentMethods.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { atViewport } from './support/storyStates';

const year = new Date().getUTCFullYear();
const month = String(new Date().getUTCMonth() + 1).padStart(2, '0');

/** A default card, one about to expire, an expired one and an unclassified one. */
const CARDS = [
  {
    token: 'tok_1',
    brand: 'MasterCard',
    last4: '5100',
    expiry: `08-${year + 3}`,
    holderName: 'Paul Okafor',
    isDefault: true,
    isExpired: false,
  },
  {
    token: 'tok_2',
    brand: 'American Express',
    last4: '0005',
    expiry: `${month}-${year}`,
    holderName: 'Paul Okafor',
    isDefault: false,
    isExpired: false,
  },
  {
    token: 'tok_3',
    brand: 'Visa',
    last4: '4242',
    expiry: `03-${year - 1}`,
    holderName: null,
    isDefault: false,
    isExpired: true,
  },
  {
    token: 'tok_4',
    brand: 'Credit/Debit',
    last4: '0019',
    expiry: `11-${year + 1}`,
    holderName: null,
    isDefault: false,
    isExpired: false,
  },
];

const meta = {
  title: 'Blocks/PaymentMethods',
  ...blockMeta({
    componentName: 'paymentMethods',
    schema,
    block: {
      configuration: {
        allowAdd: true,
        allowDelete: true,
        cardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover'],
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

const withCards = gatewayAnswers(() => ({ statusCode: 200, content: CARDS }));

/** The wallet: the default first, an expiring card warned, the expired one flagged. */
export const SavedCards: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: withCards },
  play: async ({ canvasElement }) => {
    const list = await within(canvasElement).findByRole('list', { name: 'Saved cards' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(within(list).getByText('Expires soon')).toBeVisible();
  },
};

export const NoCards: Story = {
  globals: { viewer: 'signedIn' },
  parameters: { msw: gatewayAnswers(() => ({ statusCode: 200, content: [] })) },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('No saved cards')).toBeVisible();
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
  parameters: { msw: withCards },
};

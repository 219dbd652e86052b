import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/detail.schema.json';
import { blockMeta } from './support/blockStories';
import { gatewayAnswers } from './support/gatewayHandlers';
import type { FlatArgs } from './support/schemaControls';
import { firstQuoteId, seedCrmAnswer } from './support/seedCrm';
import { SIGNED_IN_ACCOUNT_ID } from './support/storySession';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

/** A quote of the signed-in manager's account in the seed. */
const QUOTE_ID = firstQuoteId(SIGNED_IN_ACCOUNT_ID);

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

/** Gateway data comes from the local stack's seed (MSW, .storybook/preview.tsx) unless a story says otherwise. */
const meta = {
  title: 'Blocks/Detail',
  ...blockMeta({
    componentName: 'detail',
    schema,
    block: {
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
  }),
  decorators: [atRecord(QUOTE_ID)],
  globals: { viewer: 'signedIn' },
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('heading', { name: 'Summary' }),
    ).toBeVisible();
  },
};

export const WithoutSections: Story = {
  args: {
    'configuration.displayFields': ['Name', 'Status', 'Total'],
    'configuration.sections': undefined,
    'configuration.showLineItems': undefined,
  },
};

export const Loading: Story = { parameters: { msw: gatewayAnswers(() => 'pending') } };

/** The seed has no such quote: the CRM answers "No records Found." */
export const NotFound: Story = { decorators: [atRecord('0Q0Dn00000Missing')] };

export const NoRecordId: Story = { decorators: [atRecord(null)] };

export const Failed: Story = {
  parameters: {
    msw: gatewayAnswers(() => ({
      statusCode: 400,
      content: 'ERROR: objectName and objectId are required.',
    })),
  },
};

export const LongValues: Story = {
  parameters: {
    msw: gatewayAnswers(({ type, payload, accountId }) => {
      const result = seedCrmAnswer(type, { ...(payload as object), accountId });
      const content = result.content as { recordData: Record<string, unknown> };
      return {
        ...result,
        content: {
          ...content,
          recordData: {
            ...content.recordData,
            Name: 'Quote for the multi-site spectral cytometry study across Waltham, Heidelberg and Singapore, phase two',
            ShippingCity: 'Llanfairpwllgwyngyllgogerychwyrndrobwllllantysiliogogogoch',
          },
        },
      };
    }),
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

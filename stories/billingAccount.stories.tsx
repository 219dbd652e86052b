import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/billingAccount.schema.json';
import { blockMeta } from './support/blockStories';
import { accountAreaCrm } from './support/seedAccountArea';
import type { FlatArgs } from './support/schemaControls';
import { withCrm } from './support/storyGateway';
import { STORY_ACCOUNTS as DEMO_ACCOUNTS, withSignedInUser } from './support/storySignedIn';
import { atViewport, withVisibility } from './support/storyStates';

/** The account page as the seeded demo users see it (their portal accessible accounts). */
const meta = {
  title: 'Blocks/BillingAccount',
  ...blockMeta({
    componentName: 'billingAccount',
    schema,
    block: {
      configuration: { showAccountSwitcher: true, showIndirectBuyers: true },
      layoutSettings: { visibility: 'AUTHENTICATED' },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Maria: her account and the related one, searchable and sortable. */
export const SignedIn: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('maria.manager')), withSignedInUser('maria.manager')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: `Switch to ${DEMO_ACCOUNTS.related.name}` }),
    ).toBeVisible();
    await expect(canvas.getByTestId('active-account')).toHaveTextContent(DEMO_ACCOUNTS.main.name);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search accounts' }), 'zzz');
    await expect(await canvas.findByText('No account matches your search.')).toBeVisible();
  },
};

/** Installed-base mode lists the accounts of the installed-base context too. */
export const InstalledBaseMode: Story = {
  args: { 'configuration.installedBaseMode': true },
  globals: { viewer: 'signedIn' },
  decorators: [
    withCrm(accountAreaCrm('maria.manager', { installedBaseMode: true })),
    withSignedInUser('maria.manager'),
  ],
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Installed base')).toBeVisible();
  },
};

/** Ivy, a distributor's manager: her two accounts and the indirect buyers she supplies. */
export const IndirectBuyers: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('ivy.indirect')), withSignedInUser('ivy.indirect')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('button', { name: `Act for ${DEMO_ACCOUNTS.indirectBuyer.name}` }),
    ).toBeVisible();
  },
};

/** Ivy acting for St. Aldric: who she acts for, through whom, and the way back. */
export const ActingForIndirectBuyer: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [
    withCrm(accountAreaCrm('ivy.indirect')),
    withSignedInUser('ivy.indirect', {
      indirectBuyer: {
        CURRENT: {
          Id: DEMO_ACCOUNTS.indirectBuyer.id,
          Name: DEMO_ACCOUNTS.indirectBuyer.name,
          details: { Related_Account: { Name: DEMO_ACCOUNTS.distributor.name } },
        },
      },
    }),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('acting-for')).toHaveTextContent(
      `Acting for ${DEMO_ACCOUNTS.indirectBuyer.name}`,
    );
    await expect(
      canvas.getByRole('button', { name: `Stop acting for ${DEMO_ACCOUNTS.indirectBuyer.name}` }),
    ).toBeVisible();
  },
};

/** Paul works in one account only: nothing to switch. */
export const SingleAccount: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('paul.portal')), withSignedInUser('paul.portal')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/Your user works in this account only/),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(() => 'pending'), withSignedInUser('maria.manager')],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByRole('table', { name: 'Switch account' }),
    ).toHaveAttribute('aria-busy', 'true');
  },
};

export const Failed: Story = {
  globals: { viewer: 'signedIn' },
  decorators: [
    withCrm(() => ({ statusCode: 500, content: 'ERROR: The CRM is unavailable.' })),
    withSignedInUser('maria.manager'),
  ],
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Your accounts could not be loaded.'),
    ).toBeVisible();
  },
};

export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');

export const Mobile: Story = {
  ...atViewport('mobile'),
  globals: { ...atViewport('mobile').globals, viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('ivy.indirect')), withSignedInUser('ivy.indirect')],
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/header.schema.json';
import { blockMeta, replacingArgs } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';
import { accountAreaCrm } from './support/seedAccountArea';
import { withCrm } from './support/storyGateway';
import { withSignedInUser } from './support/storySignedIn';

const meta = {
  title: 'Blocks/Header',
  ...blockMeta({
    componentName: 'header',
    schema,
    section: 'Header',
    block: {
      configuration: {
        logo: {
          url: '/static/org-cellaris/img/cellaris-logo.svg',
          width: 180,
          height: 40,
          alt: 'Cellaris Biosciences',
          link: '/',
        },
        navLinks: [
          {
            label: 'Flow cytometry',
            url: '/flow_consumables',
            children: [
              { label: 'Antibodies & Reagents', url: '/flow_consumables' },
              { label: 'Imaging Consumables', url: '/imaging_consumables' },
            ],
          },
          { label: 'Genomics', url: '/genomics_consumables' },
          { label: 'Services', url: '/genomics_service' },
          { label: 'Support', url: '/support' },
        ],
        search: { enabled: true, placeholder: 'Search products, SKUs, clones…' },
        cartBadge: { enabled: true, url: '/cart' },
        accountMenu: { enabled: true, loginLabel: 'Sign in', loginUrl: '/login' },
        utilityBar: { enabled: true, text: 'Free shipping on reagent orders over $250 in the US' },
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Genomics' })).toBeVisible();
  },
};
export const WithoutSearchAndCart: Story = {
  args: { 'configuration.search.enabled': false, 'configuration.cartBadge.enabled': false },
};
export const Minimal: Story = {
  args: replacingArgs(meta.args, schema, {
    configuration: {
      logo: { url: '/static/org-cellaris/img/cellaris-logo.svg', alt: 'Cellaris Biosciences' },
      navLinks: [],
    },
  }),
};
export const LongContent: Story = {
  args: {
    'configuration.navLinks': Array.from({ length: 9 }, (_, index) => ({
      label: `Research area ${index + 1} and applications`,
      url: `/research/${index + 1}`,
    })),
  },
};

export const VisibleToAll: Story = withVisibility('ALL', 'guest');
export const GuestOnlyAsGuest: Story = withVisibility('GUEST', 'guest');
export const GuestOnlyHiddenWhenSignedIn: Story = withVisibility('GUEST', 'signedIn');
export const AuthenticatedAsSignedIn: Story = withVisibility('AUTHENTICATED', 'signedIn');
export const LoggedInHiddenForGuests: Story = withVisibility('LOGGED IN', 'guest');
export const UnknownVisibilityRejected: Story = withUnknownVisibility('EVERYONE');
export const Mobile: Story = atViewport('mobile');
export const Tablet: Story = atViewport('tablet');
export const Desktop: Story = atViewport('desktop');

/** Signed in: the bell with Maria's unread count, its panel, and the account switcher. */
export const SignedInWithBell: Story = {
  args: {
    'configuration.notifications.enabled': true,
    'configuration.notifications.url': '/notifications',
    'configuration.accountMenu.showAccountSwitcher': true,
    'configuration.accountMenu.showIndirectBuyerSwitcher': true,
  },
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('maria.manager')), withSignedInUser('maria.manager')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bell = await canvas.findByRole('button', { name: 'Notifications, 4 unread' });
    await userEvent.click(bell);
    // The panel's code (React Aria) loads on first use.
    const panel = await within(document.body).findByRole(
      'dialog',
      { name: 'Notifications' },
      { timeout: 10_000 },
    );
    await expect(
      await within(panel).findByRole('link', { name: /Quote ready for review/ }),
    ).toBeVisible();
  },
};

/** The account menu of a distributor: her other account and the indirect buyers she supplies. */
export const AccountSwitcherMenu: Story = {
  args: {
    'configuration.accountMenu.showAccountSwitcher': true,
    'configuration.accountMenu.showIndirectBuyerSwitcher': true,
  },
  globals: { viewer: 'signedIn' },
  decorators: [withCrm(accountAreaCrm('ivy.indirect')), withSignedInUser('ivy.indirect')],
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: /account menu$/ }));
    const menu = await within(document.body).findByRole(
      'menu',
      { name: 'Account' },
      { timeout: 10_000 },
    );
    await expect(
      await within(menu).findByRole('menuitem', { name: 'Act for St. Aldric University Hospital' }),
    ).toBeVisible();
  },
};

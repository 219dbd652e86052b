import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/header.schema.json';
import { blockMeta, replacingArgs } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

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

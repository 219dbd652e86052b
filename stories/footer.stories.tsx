import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/footer.schema.json';
import { blockMeta } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/Footer',
  ...blockMeta({
    componentName: 'footer',
    schema,
    section: 'Footer',
    block: {
      configuration: {
        columns: [
          { heading: 'Products', links: [{ label: 'Flow cytometry', url: '/flow_consumables' }] },
          { heading: 'Company', links: [{ label: 'About us', url: '/about' }] },
        ],
        social: [
          { network: 'linkedin', url: 'https://www.linkedin.com/company/cellaris-example' },
          { network: 'youtube', url: 'https://www.youtube.com/@cellaris-example' },
        ],
        copyright: '© 2026 Cellaris Biosciences. For research use only.',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/© 2026 Cellaris Biosciences/),
    ).toBeVisible();
  },
};
export const WithoutSocialLinks: Story = { args: { 'configuration.social': [] } };
export const LongContent: Story = {
  args: {
    'configuration.columns': Array.from({ length: 5 }, (_, column) => ({
      heading: `Research area ${column + 1}: spectral and conventional flow cytometry`,
      links: Array.from({ length: 6 }, (_, link) => ({
        label: `Application note ${link + 1} on multi-colour panel design and titration`,
        url: `/support?note=${column}-${link}`,
      })),
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

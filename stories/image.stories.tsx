import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import schema from '../schemas/blocks/image.schema.json';
import { blockMeta, replacingArgs } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/Image',
  ...blockMeta({
    componentName: 'image',
    schema,
    block: {
      configuration: {
        imageUrl: '/static/org-cellaris/img/lab-banner.svg',
        alt: 'Scientists at a Cellaris Aurion flow cytometer',
        link: '/about',
        objectFit: 'cover',
        maxHeight: '420px',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('img', { name: /Scientists at a Cellaris/ }),
    ).toBeVisible();
  },
};
export const WithoutLink: Story = { args: { 'configuration.link': null } };
export const DecorativeContain: Story = {
  args: replacingArgs(meta.args, schema, {
    configuration: {
      imageUrl: '/static/org-cellaris/img/quality.svg',
      alt: '',
      objectFit: 'contain',
      maxHeight: '200px',
    },
  }),
};
export const LongAltText: Story = {
  args: {
    'configuration.alt':
      'Two scientists in lab coats load a 96-well plate into the Aurion 5L spectral flow cytometer while a third reviews a 40-colour panel on the analysis workstation beside a biosafety cabinet',
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

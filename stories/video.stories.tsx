import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import schema from '../schemas/blocks/video.schema.json';
import { blockMeta, replacingArgs } from './support/blockStories';
import type { FlatArgs } from './support/schemaControls';
import { atViewport, withUnknownVisibility, withVisibility } from './support/storyStates';

const meta = {
  title: 'Blocks/Video',
  ...blockMeta({
    componentName: 'video',
    schema,
    block: {
      configuration: {
        provider: 'youtube',
        videoId: 'dQw4w9WgXcQ',
        title: 'Inside the Aurion 5L spectral flow cytometer',
        autoplay: false,
        aspectRatio: '16/9',
      },
    },
  }),
} satisfies Meta<FlatArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player loads only when the visitor presses play. */
export const YouTube: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', {
        name: 'Play video: Inside the Aurion 5L spectral flow cytometer',
      }),
    );
    const frame = await canvas.findByTitle('Inside the Aurion 5L spectral flow cytometer');
    await expect(frame.getAttribute('src')).toContain('dQw4w9WgXcQ');
  },
};
export const YouTubeFromWatchUrl: Story = {
  args: replacingArgs(meta.args, schema, {
    configuration: {
      provider: 'youtube',
      videoId: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      title: 'Designing a spectral flow panel in five steps',
    },
  }),
};
export const Vidyard: Story = {
  args: replacingArgs(meta.args, schema, {
    configuration: {
      provider: 'vidyard',
      videoId: 'cellaris-company-overview-2025',
      title: 'Cellaris company overview',
    },
  }),
};
export const SquareLongTitle: Story = {
  args: replacingArgs(meta.args, schema, {
    configuration: {
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
      aspectRatio: '1/1',
      title:
        'Webinar recording: single-cell multiomics best practice, from sample preparation and viability staining to library QC and data analysis',
    },
  }),
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

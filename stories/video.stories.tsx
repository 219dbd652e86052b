import type { Meta, StoryObj } from '@storybook/react-vite';
import Video from '../blocks/video/Video';

const meta = {
  title: 'Blocks/Video',
  component: Video,
  args: {
    blockId: 'story-video',
    contentJSON: null,
    configuration: {
      provider: 'youtube',
      videoId: 'dQw4w9WgXcQ',
      title: 'Inside the Aurion 5L spectral flow cytometer',
      autoplay: false,
      aspectRatio: '16/9',
    },
  },
} satisfies Meta<typeof Video>;

export default meta;
type Story = StoryObj<typeof meta>;

export const YouTube: Story = {};

export const YouTubeFromWatchUrl: Story = {
  args: {
    configuration: {
      provider: 'youtube',
      videoId: 'https://www.youtube.com/watch?v=M7lc1UVf-VE',
      title: 'Designing a spectral flow panel in five steps',
    },
  },
};

export const Vidyard: Story = {
  args: {
    configuration: {
      provider: 'vidyard',
      videoId: 'cellaris-company-overview-2025',
      title: 'Cellaris company overview',
    },
  },
};

export const SquareLongTitle: Story = {
  args: {
    configuration: {
      provider: 'youtube',
      videoId: 'M7lc1UVf-VE',
      aspectRatio: '1/1',
      title:
        'Webinar recording: single-cell multiomics best practice, from sample preparation and viability staining to library QC and data analysis',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import Image from '../blocks/image/Image';

const meta = {
  title: 'Blocks/Image',
  component: Image,
  args: {
    blockId: 'story-image',
    contentJSON: null,
    configuration: {
      imageUrl: '/static/org-cellaris/img/lab-banner.svg',
      alt: 'Scientists at a Cellaris Aurion flow cytometer',
      link: '/about',
      objectFit: 'cover',
      maxHeight: '420px',
    },
  },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithoutLink: Story = {
  args: { configuration: { ...meta.args.configuration, link: null } },
};

export const DecorativeContain: Story = {
  args: {
    configuration: {
      imageUrl: '/static/org-cellaris/img/quality.svg',
      alt: '',
      objectFit: 'contain',
      maxHeight: '200px',
    },
  },
};

export const LongAltText: Story = {
  args: {
    configuration: {
      ...meta.args.configuration,
      alt: 'Two scientists in lab coats load a 96-well plate into the Aurion 5L spectral flow cytometer while a third reviews a 40-colour panel on the analysis workstation beside a biosafety cabinet',
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import Header from '../blocks/header/Header';

const meta = {
  title: 'Blocks/Header',
  component: Header,
  args: {
    blockId: 'story-header',
    contentJSON: null,
    configuration: {
      logo: { src: '/static/org-cellaris/logo.svg', alt: 'Cellaris Biosciences' },
      navigation: [
        { label: 'Flow cytometry', href: '/flow_consumables' },
        { label: 'Genomics', href: '/genomics_consumables' },
        { label: 'Services', href: '/genomics_service' },
        { label: 'Support', href: '/support' },
      ],
    },
  },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutSearchAndCart: Story = {
  args: { configuration: { ...meta.args.configuration, showSearch: false, showCart: false } },
};

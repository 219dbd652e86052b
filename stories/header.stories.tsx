import type { Meta, StoryObj } from '@storybook/react-vite';
import Header from '../blocks/header/Header';

const meta = {
  title: 'Blocks/Header',
  component: Header,
  args: {
    blockId: 'story-header',
    contentJSON: null,
    configuration: {
      logo: {
        url: '/static/org-cellaris/img/cellaris-logo.svg',
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
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithoutSearchAndCart: Story = {
  args: {
    configuration: {
      ...meta.args.configuration,
      search: { enabled: false },
      cartBadge: { enabled: false },
    },
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

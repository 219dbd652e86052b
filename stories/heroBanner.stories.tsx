import type { Meta, StoryObj } from '@storybook/react-vite';
import HeroBanner from '../blocks/heroBanner/HeroBanner';

const meta = {
  title: 'Blocks/HeroBanner',
  component: HeroBanner,
  args: {
    blockId: 'story-hero',
    contentJSON: null,
    configuration: {
      heading: 'Reagents and instruments for flow cytometry and genomics',
      subheading: 'Over 2,000 validated products, shipped from stock.',
      primaryButton: { label: 'Browse the catalogue', url: '/flow_consumables' },
      imageUrl: '/static/org-cellaris/img/hero-cells.svg',
      imageAlt: 'Research laboratory',
      textColor: '#FFFFFF',
      overlayColor: '#0B2F55',
      overlayOpacity: 55,
      height: 'large',
    },
  },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const HeadingOnly: Story = { args: { configuration: { heading: 'Support and service' } } };

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
      cta: { label: 'Browse the catalogue', href: '/flow_consumables' },
      image: { src: '/static/org-cellaris/hero-lab.svg', alt: 'Research laboratory' },
    },
  },
} satisfies Meta<typeof HeroBanner>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const HeadingOnly: Story = { args: { configuration: { heading: 'Support and service' } } };

import type { Meta, StoryObj } from '@storybook/react-vite';
import Footer from '../blocks/footer/Footer';

const meta = {
  title: 'Blocks/Footer',
  component: Footer,
  args: {
    blockId: 'story-footer',
    contentJSON: null,
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
} satisfies Meta<typeof Footer>;

export default meta;
export const Default: StoryObj<typeof meta> = {};

export const WithoutSocialLinks: StoryObj<typeof meta> = {
  args: { configuration: { ...meta.args.configuration, social: [] } },
};

export const Mobile: StoryObj<typeof meta> = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import RichText from '../blocks/richText/RichText';

const meta = {
  title: 'Blocks/RichText',
  component: RichText,
  args: {
    blockId: 'story-rich-text',
    configuration: { maxWidth: '880px' },
    contentJSON: {
      html: '<h2>Why Cellaris</h2><p>Every antibody lot is <strong>validated by flow cytometry</strong>.</p>',
    },
  },
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;
export const Default: Story = {};
export const UnsafeHtmlIsSanitized: Story = {
  args: {
    contentJSON: {
      html: '<p>Safe text</p><img src="x" onerror="alert(1)"><script>alert(2)</script>',
    },
  },
};

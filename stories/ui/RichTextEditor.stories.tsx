import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RichTextEditor } from '../../runtime/ui/RichTextEditor';

const meta = {
  title: 'UI/RichTextEditor',
  component: RichTextEditor,
  args: {
    label: 'Description',
    initialHtml: '',
    onChange: fn(),
    hint: 'What happened, what you expected, and what you have tried.',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RichTextEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Typing with Bold on reports the formatted HTML. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await canvas.findByRole('textbox', { name: 'Description' }, { timeout: 5000 });
    await userEvent.click(editor);
    await userEvent.click(canvas.getByRole('button', { name: 'Bold' }));
    await userEvent.keyboard('Laser 2');
    await expect(args.onChange).toHaveBeenLastCalledWith('<p><strong>Laser 2</strong></p>');
  },
};

export const WithContent: Story = {
  args: {
    initialHtml:
      '<h2>Symptom</h2><p>The <strong>488 nm</strong> laser drops after <em>40 minutes</em>.</p><ul><li>QC passes</li><li>CV rises</li></ul><p>See the <a href="https://cellaris.example/guide">guide</a>.</p>',
  },
};

export const Invalid: Story = { args: { error: 'Describe the request.' } };

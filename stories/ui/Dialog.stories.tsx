import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../runtime/ui/Button';
import { Dialog } from '../../runtime/ui/Dialog';
import { IconButton } from '../../runtime/ui/IconButton';
import { TextField } from '../../runtime/ui/TextField';

const meta = {
  title: 'UI/Dialog',
  component: Dialog,
  args: {
    title: 'Delete this saved list?',
    trigger: <IconButton icon="close" label="Delete list" variant="outline" />,
    children: <p>“Flow panel, Q3” and its 14 products are removed for everyone in your account.</p>,
    footer: (close: () => void) => (
      <>
        <Button variant="secondary" onClick={close}>
          Cancel
        </Button>
        <Button variant="error" onClick={close}>
          Delete
        </Button>
      </>
    ),
    role: 'alertdialog',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Delete list' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete this saved list?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
export const Open: Story = { args: { trigger: undefined, isOpen: true } };
export const WithForm: Story = {
  args: {
    trigger: undefined,
    isOpen: true,
    role: 'dialog',
    title: 'Rename list',
    size: 'sm',
    children: <TextField label="Name" defaultValue="Flow panel, Q3" />,
  },
};
export const Large: Story = { args: { trigger: undefined, isOpen: true, size: 'lg' } };

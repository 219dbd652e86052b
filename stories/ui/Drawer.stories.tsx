import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../../runtime/ui/Button';
import { Drawer } from '../../runtime/ui/Drawer';
import { IconButton } from '../../runtime/ui/IconButton';

const meta = {
  title: 'UI/Drawer',
  component: Drawer,
  args: {
    title: 'Menu',
    trigger: <IconButton icon="menu" label="Open menu" />,
    children: (
      <nav aria-label="Main">
        <ul>
          <li>
            <a href="/flow-cytometry">Flow cytometry</a>
          </li>
          <li>
            <a href="/genomics">Genomics</a>
          </li>
          <li>
            <a href="/instruments">Instruments</a>
          </li>
        </ul>
      </nav>
    ),
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    // Visible once the slide-in has run.
    await waitFor(() =>
      expect(within(drawer).getByRole('link', { name: 'Genomics' })).toBeVisible(),
    );
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(drawer).not.toBeInTheDocument());
  },
};
export const OpenStart: Story = { args: { trigger: undefined, isOpen: true } };
export const OpenEndWithFooter: Story = {
  args: {
    trigger: undefined,
    isOpen: true,
    placement: 'end',
    title: 'Filters',
    children: <p>Species, conjugate and pack size filters.</p>,
    footer: (close: () => void) => <Button onClick={close}>Show 128 results</Button>,
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button as AriaButton } from 'react-aria-components';
import { Menu } from '../../runtime/ui/Menu';

const meta = {
  title: 'UI/Menu',
  component: Menu,
  args: {
    label: 'Account',
    trigger: <AriaButton className="bf-button bf-button-secondary">Dr. Jane Okafor</AriaButton>,
    header: (
      <>
        <strong>Dr. Jane Okafor</strong>
        <div>Northbridge University</div>
      </>
    ),
    groups: [
      {
        id: 'account',
        title: 'Account',
        items: [
          { id: 'orders', label: 'Orders', href: '/account/orders' },
          { id: 'quotes', label: 'Quotes', href: '/account/quotes' },
          { id: 'invoices', label: 'Invoices', href: '/account/invoices', disabled: true },
        ],
      },
      { id: 'session', items: [{ id: 'sign-out', label: 'Sign out', icon: 'sign-out' }] },
    ],
    onAction: fn(),
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end', minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Dr. Jane Okafor' });
    await userEvent.click(trigger);
    // The menu is named by its button (aria-labelledby), as the WAI-ARIA menu button pattern does.
    const menu = await screen.findByRole('menu', { name: 'Dr. Jane Okafor' });
    await expect(within(menu).getByRole('menuitem', { name: 'Orders' })).toHaveAttribute(
      'href',
      '/account/orders',
    );
    await userEvent.keyboard('{ArrowUp}');
    await expect(within(menu).getByRole('menuitem', { name: 'Sign out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith('sign-out');
  },
};

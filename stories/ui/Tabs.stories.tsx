import type { Meta, StoryObj } from '@storybook/react-vite';
import { Tabs } from '../../runtime/ui/Tabs';

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: {
    label: 'Account history',
    tabs: [
      { id: 'orders', label: 'Orders', content: <p>Your recent orders.</p> },
      { id: 'quotes', label: 'Quotes', content: <p>Open quotes waiting for approval.</p> },
      { id: 'invoices', label: 'Invoices', content: <p>Paid and unpaid invoices.</p> },
      { id: 'archive', label: 'Archive', content: null, disabled: true },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedId: 'quotes' } };

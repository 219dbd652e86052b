import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Stepper } from '../../runtime/ui/Stepper';

const steps = [
  { id: 'cart', label: 'Cart' },
  { id: 'shipping', label: 'Shipping' },
  { id: 'payment', label: 'Payment' },
  { id: 'review', label: 'Review' },
];

const meta = {
  title: 'UI/Stepper',
  component: Stepper,
  args: { steps, currentId: 'cart', label: 'Checkout progress' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Stepper>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstStep: Story = {};
export const MiddleStep: Story = {
  args: { currentId: 'payment' },
  play: async ({ canvasElement }) => {
    const current = within(canvasElement).getByText('Payment').closest('li');
    await expect(current).toHaveAttribute('aria-current', 'step');
    await expect(within(canvasElement).getAllByText('(completed)')).toHaveLength(2);
  },
};
export const LastStep: Story = { args: { currentId: 'review' } };
/** The process is over (an order delivered): every step done, none current. */
export const AllDone: Story = {
  args: { currentId: 'review', complete: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('(completed)')).toHaveLength(4);
    await expect(canvasElement.querySelector('[aria-current]')).toBeNull();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { IconButton } from '../../runtime/ui/IconButton';

const meta = {
  title: 'UI/IconButton',
  component: IconButton,
  args: { icon: 'menu', label: 'Open menu', onPress: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ghost: Story = {
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Open menu' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
};
export const Outline: Story = { args: { variant: 'outline', icon: 'search', label: 'Search' } };
export const Primary: Story = { args: { variant: 'primary', icon: 'cart', label: 'Cart' } };
export const Small: Story = { args: { size: 'sm', icon: 'close', label: 'Close' } };
export const WithCount: Story = {
  args: { icon: 'bell', label: 'Notifications', count: 3 },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Notifications 3' }),
    ).toBeVisible();
  },
};
export const Disabled: Story = { args: { isDisabled: true } };

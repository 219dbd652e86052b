import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../runtime/ui/Button';

const meta = {
  title: 'UI/Button',
  component: Button,
  args: { children: 'Add to cart', variant: 'primary' },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {};
export const Secondary: Story = { args: { variant: 'secondary' } };
export const Link: Story = { args: { variant: 'link', children: 'View details' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Cancel' } };
export const ErrorVariant: Story = { args: { variant: 'error', children: 'Delete address' } };
export const Loading: Story = { args: { loading: true, children: 'Saving' } };
export const Disabled: Story = { args: { disabled: true } };

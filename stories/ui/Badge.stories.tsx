import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from '../../runtime/ui/Badge';

const meta = {
  title: 'UI/Badge',
  component: Badge,
  args: { children: 'In stock' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Neutral: Story = { args: { children: 'Draft' } };
export const Info: Story = { args: { tone: 'info', children: 'New' } };
export const Success: Story = { args: { tone: 'success', children: 'In stock' } };
export const Warning: Story = { args: { tone: 'warning', children: 'Low stock' } };
export const Error: Story = { args: { tone: 'error', children: 'Discontinued' } };
export const Accent: Story = { args: { tone: 'accent', children: 'Contract price' } };

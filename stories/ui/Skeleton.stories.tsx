import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton } from '../../runtime/ui/Skeleton';

const meta = {
  title: 'UI/Skeleton',
  component: Skeleton,
  args: { width: '20rem', height: '1rem' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Line: Story = {};
export const Card: Story = { args: { width: '16rem', height: '12rem', label: 'Loading product' } };

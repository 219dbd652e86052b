import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../runtime/ui/Button';
import { Tooltip, type TooltipDirection } from '../../runtime/ui/Tooltip';

const meta = {
  title: 'UI/Tooltip',
  component: Tooltip,
  args: {
    content: 'Adds the item to your current quote',
    direction: 'top',
    children: <Button variant="secondary">Hover or focus me</Button>,
  },
  parameters: { layout: 'centered' },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Top: Story = {};
export const Wide: Story = { args: { width: 240, direction: 'bottom' } };

const directions: TooltipDirection[] = [
  'top-left',
  'top',
  'top-right',
  'left',
  'right',
  'bottom-left',
  'bottom',
  'bottom-right',
];

export const AllDirections: Story = {
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, 12rem)',
        gap: '5rem 2rem',
        padding: '5rem',
      }}
    >
      {directions.map((direction) => (
        <Tooltip key={direction} {...args} direction={direction}>
          <Button variant="secondary">{direction}</Button>
        </Tooltip>
      ))}
    </div>
  ),
};

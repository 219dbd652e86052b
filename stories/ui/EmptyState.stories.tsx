import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../../runtime/ui/Button';
import { EmptyState } from '../../runtime/ui/EmptyState';

const meta = {
  title: 'UI/EmptyState',
  component: EmptyState,
  args: { title: 'No products match these filters' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TitleOnly: Story = {};
export const WithAdvice: Story = {
  args: {
    icon: 'search',
    title: 'No results for “HelixSeq 9000”',
    children: 'Check the spelling, search for a catalogue number, or try a broader term.',
    actions: (
      <>
        <Button variant="secondary">Clear search</Button>
        <Button>Browse the catalogue</Button>
      </>
    ),
  },
};

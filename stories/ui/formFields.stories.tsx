import type { Meta, StoryObj } from '@storybook/react-vite';
import { Checkbox } from '../../runtime/ui/Checkbox';
import { Select } from '../../runtime/ui/Select';
import { TextField } from '../../runtime/ui/TextField';

function FormDemo({ withErrors }: { withErrors: boolean }) {
  return (
    <form style={{ display: 'grid', gap: '1rem', maxWidth: '24rem' }}>
      <TextField
        label="Email"
        type="email"
        required
        description="We send order confirmations here"
        error={withErrors ? 'Enter a valid email address' : undefined}
      />
      <Select
        label="Country"
        placeholder="Choose a country"
        options={[
          { value: 'DE', label: 'Germany' },
          { value: 'GB', label: 'United Kingdom' },
          { value: 'US', label: 'United States' },
        ]}
        error={withErrors ? 'Choose a country' : undefined}
      />
      <Checkbox
        label="I accept the terms of sale"
        error={withErrors ? 'Accept the terms to continue' : undefined}
      />
    </form>
  );
}

const meta = {
  title: 'UI/Form fields',
  component: FormDemo,
  args: { withErrors: false },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof FormDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithErrors: Story = { args: { withErrors: true } };

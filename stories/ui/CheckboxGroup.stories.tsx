import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from '../../runtime/ui/CheckboxGroup';

const meta = {
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    label: 'Status',
    options: [
      { value: 'open', label: 'Open' },
      { value: 'overdue', label: 'Overdue', description: 'Past the due date' },
      { value: 'paid', label: 'Paid' },
      { value: 'void', label: 'Void', disabled: true },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const open = canvas.getByRole('checkbox', { name: /Open/ });
    await userEvent.click(open);
    await expect(open).toBeChecked();
    await userEvent.keyboard('{Tab} ');
    await expect(canvas.getByRole('checkbox', { name: /Overdue/ })).toBeChecked();
  },
};
export const Chosen: Story = { args: { defaultValue: ['open', 'overdue'] } };
export const WithDescription: Story = {
  args: { description: 'Invoices in any of these states are listed.' },
};
export const Invalid: Story = {
  args: { isRequired: true, error: 'Choose at least one status.' },
};
export const Disabled: Story = { args: { isDisabled: true, defaultValue: ['paid'] } };

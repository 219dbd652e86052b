import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { RadioGroup } from '../../runtime/ui/RadioGroup';

const meta = {
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: {
    label: 'Delivery',
    options: [
      { value: 'standard', label: 'Standard', description: '3-5 working days, free over €500' },
      { value: 'express', label: 'Express', description: 'Next working day, €25' },
      { value: 'dry-ice', label: 'Dry ice', description: 'Temperature-controlled, €60' },
      { value: 'pickup', label: 'Pick up in Leiden', disabled: true },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NoneChosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: /Standard/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: /Express/ })).toBeChecked();
  },
};
export const Chosen: Story = { args: { defaultValue: 'express' } };
export const Horizontal: Story = { args: { orientation: 'horizontal', defaultValue: 'standard' } };
export const WithDescription: Story = {
  args: { description: 'Cold-chain products always ship on dry ice.' },
};
export const Invalid: Story = { args: { isRequired: true, error: 'Choose a delivery option.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 'standard' } };

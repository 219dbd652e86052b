import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DateRangePicker, type DateRangePickerProps } from '../../runtime/ui/DateRangePicker';

function Controlled(props: DateRangePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <DateRangePicker {...props} value={value} onChange={setValue} />
      <output aria-label="Chosen range">{value ? `${value.start} to ${value.end}` : 'none'}</output>
    </>
  );
}

const meta = {
  title: 'UI/DateRangePicker',
  component: DateRangePicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Invoice dates', value: null, onChange: () => {}, locale: 'en-US' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 360, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DateRangePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const PickedOnCalendar: Story = {
  args: { value: { start: '2026-03-02', end: '2026-03-04' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    // First click sets the start, second the end.
    await userEvent.click(within(dialog).getByRole('button', { name: /March 10, 2026/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: /March 12, 2026/ }));
    await expect(canvas.getByRole('status', { name: 'Chosen range' })).toHaveTextContent(
      '2026-03-10 to 2026-03-12',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Invoice dates' }));
    await expect(canvas.getByRole('status', { name: 'Chosen range' })).toHaveTextContent('none');
  },
};

export const EndBeforeStart: Story = {
  args: { value: { start: '2026-03-20', end: '2026-03-02' } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText(/end date .* after|start date .* before/i),
    ).toBeVisible();
  },
};

export const WithLimits: Story = {
  args: {
    min: '2026-01-01',
    max: '2026-12-31',
    value: { start: '2026-02-01', end: '2026-02-28' },
    description: 'Invoices of 2026 only.',
  },
};

export const Invalid: Story = { args: { isRequired: true, error: 'Choose the invoice dates.' } };

export const Disabled: Story = {
  args: { isDisabled: true, value: { start: '2026-03-02', end: '2026-03-04' } },
};

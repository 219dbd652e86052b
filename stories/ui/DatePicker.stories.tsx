import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DatePicker, type DatePickerProps } from '../../runtime/ui/DatePicker';

/** The picker holds its value like a block does: in state, as an ISO day. */
function Controlled(props: DatePickerProps) {
  const [value, setValue] = useState(props.value);
  return (
    <>
      <DatePicker {...props} value={value} onChange={setValue} />
      <output aria-label="Chosen day">{value ?? 'none'}</output>
    </>
  );
}

const meta = {
  title: 'UI/DatePicker',
  component: DatePicker,
  render: (args) => <Controlled {...args} />,
  args: { label: 'Delivery date', value: undefined, onChange: () => {}, locale: 'en-US' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DatePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Typed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const month = canvas.getByRole('spinbutton', { name: /month, Delivery date/ });
    await userEvent.click(month);
    await userEvent.keyboard('03142026');
    await expect(canvas.getByRole('status', { name: 'Chosen day' })).toHaveTextContent(
      '2026-03-14',
    );
    // The clear button empties the field.
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Delivery date' }));
    await expect(canvas.getByRole('status', { name: 'Chosen day' })).toHaveTextContent('none');
  },
};

export const PickedFromCalendar: Story = {
  args: { value: '2026-03-10' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Calendar/ }));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toBeVisible());
    // Focus starts on the chosen day; the keyboard moves a week on and Enter picks it.
    await expect(within(dialog).getByRole('heading')).toHaveTextContent('March 2026');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(canvas.getByRole('status', { name: 'Chosen day' })).toHaveTextContent(
      '2026-03-17',
    );
  },
};

export const GermanLocale: Story = {
  args: { label: 'Lieferdatum', locale: 'de_DE', value: '2026-03-14' },
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('group', { name: 'Lieferdatum' });
    // Day before month, as a German user writes it.
    await expect(group.textContent?.replace(/\s/g, '')).toContain('14.3.2026');
  },
};

export const WithinLimits: Story = {
  args: {
    label: 'Preferred delivery',
    min: '2026-03-05',
    max: '2026-03-20',
    value: '2026-03-25',
    description: 'Between 5 and 20 March.',
  },
  play: async ({ canvasElement }) => {
    // A day past the latest is refused, with React Aria's reason under the field.
    await expect(await within(canvasElement).findByText(/3\/20\/2026 or earlier/)).toBeVisible();
  },
};

export const Invalid: Story = {
  args: { isRequired: true, error: 'Choose a delivery date.' },
};

export const Disabled: Story = { args: { isDisabled: true, value: '2026-03-14' } };

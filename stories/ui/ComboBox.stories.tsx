import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ComboBox } from '../../runtime/ui/ComboBox';

const options = [
  { id: 'de', label: 'Germany' },
  { id: 'nl', label: 'Netherlands' },
  { id: 'be', label: 'Belgium' },
  { id: 'fr', label: 'France' },
  { id: 'gb', label: 'United Kingdom' },
  { id: 'us', label: 'United States', description: 'Ships from Boston' },
  { id: 'ru', label: 'Russia', disabled: true },
];

const meta = {
  title: 'UI/ComboBox',
  component: ComboBox,
  args: { label: 'Country', options, placeholder: 'Type to search' },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320, minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ComboBox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Filtering: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'uni');
    const list = await screen.findByRole('listbox');
    const found = within(list).getAllByRole('option');
    await expect(found.map((option) => option.textContent)).toEqual([
      'United Kingdom',
      'United StatesShips from Boston',
    ]);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(input).toHaveValue('United Kingdom');
  },
};
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('combobox', { name: 'Country' });
    await userEvent.type(input, 'zz');
    const empty = await screen.findByText('No matches');
    // The popover fades in: visible once its entry animation has run (slow on a loaded machine).
    await waitFor(() => expect(empty).toBeVisible());
  },
};
export const Selected: Story = { args: { defaultSelectedKey: 'nl' } };
export const WithDescription: Story = {
  args: { description: 'Where the order is delivered; it sets the tax.' },
};
export const Invalid: Story = { args: { isRequired: true, error: 'Choose a country.' } };
export const Disabled: Story = { args: { isDisabled: true, defaultSelectedKey: 'de' } };

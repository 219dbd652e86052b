import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Checkbox } from '../../../runtime/ui/Checkbox';
import { Select } from '../../../runtime/ui/Select';
import { TextField } from '../../../runtime/ui/TextField';

describe('TextField', () => {
  it('is labelled and reads its description', async () => {
    const user = userEvent.setup();
    render(<TextField label="PO number" description="Printed on the invoice" />);
    const input = screen.getByRole('textbox', { name: 'PO number' });
    expect(input).toHaveAccessibleDescription('Printed on the invoice');
    expect(input).not.toHaveAttribute('aria-invalid');
    await user.type(input, 'PO-1');
    expect(input).toHaveValue('PO-1');
  });

  it('marks an error and reads it with the control', () => {
    render(
      <TextField label="Email" description="For receipts" error="Enter a valid email" required />,
    );
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeInvalid();
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription('For receipts Enter a valid email');
  });
});

describe('Select', () => {
  it('is labelled, chooses an option and reads its error', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Select
        label="Country"
        placeholder="Choose a country"
        options={[
          { value: 'DE', label: 'Germany' },
          { value: 'US', label: 'United States' },
        ]}
        error="Choose a country"
        onChange={onChange}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Country' });
    expect(select).toBeInvalid();
    expect(select).toHaveAccessibleDescription('Choose a country');
    await user.selectOptions(select, 'US');
    expect(select).toHaveValue('US');
    expect(onChange).toHaveBeenCalled();
  });
});

describe('Checkbox', () => {
  it('toggles by its label and the space bar', async () => {
    const user = userEvent.setup();
    render(<Checkbox label="Remember me" description="On this device only" />);
    const box = screen.getByRole('checkbox', { name: 'Remember me' });
    expect(box).toHaveAccessibleDescription('On this device only');
    await user.click(screen.getByText('Remember me'));
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('marks an error', () => {
    render(<Checkbox label="I accept the terms" error="Accept the terms to continue" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(box).toBeInvalid();
    expect(box).toHaveAccessibleDescription('Accept the terms to continue');
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxGroup } from '../../../runtime/ui/CheckboxGroup';
import { RadioGroup } from '../../../runtime/ui/RadioGroup';

const STATUSES = [
  { value: 'open', label: 'Open' },
  { value: 'paid', label: 'Paid', description: 'Settled in full' },
  { value: 'void', label: 'Void', disabled: true },
];

describe('CheckboxGroup', () => {
  it('is a labelled group of checkboxes that reports the chosen values', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<CheckboxGroup label="Status" options={STATUSES} onChange={onChange} />);
    const group = screen.getByRole('group', { name: 'Status' });
    expect(group).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Open/ }));
    expect(onChange).toHaveBeenLastCalledWith(['open']);
    await user.click(screen.getByRole('checkbox', { name: /Paid/ }));
    expect(onChange).toHaveBeenLastCalledWith(['open', 'paid']);
    expect(screen.getByRole('checkbox', { name: /Void/ })).toBeDisabled();
  });

  it('follows a controlled value and toggles by keyboard', async () => {
    const user = userEvent.setup();
    function Controlled() {
      const [value, setValue] = useState<string[]>(['paid']);
      return (
        <>
          <CheckboxGroup label="Status" options={STATUSES} value={value} onChange={setValue} />
          <output>{value.join(',')}</output>
        </>
      );
    }
    render(<Controlled />);
    expect(screen.getByRole('checkbox', { name: /Paid/ })).toBeChecked();
    await user.tab();
    expect(screen.getByRole('checkbox', { name: /Open/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(screen.getByRole('status')).toHaveTextContent('paid,open');
  });

  it('submits its name once per chosen value, as native checkboxes do', async () => {
    const user = userEvent.setup();
    render(
      <form aria-label="filters">
        <CheckboxGroup label="Status" name="status" options={STATUSES} defaultValue={['open']} />
      </form>,
    );
    await user.click(screen.getByRole('checkbox', { name: /Paid/ }));
    const form = screen.getByRole('form', { name: 'filters' }) as HTMLFormElement;
    expect(new FormData(form).getAll('status')).toEqual(['open', 'paid']);
  });

  it('marks the group invalid and shows the error', () => {
    render(<CheckboxGroup label="Status" options={STATUSES} error="Choose at least one status." />);
    expect(screen.getByText('Choose at least one status.')).toBeInTheDocument();
    for (const box of screen.getAllByRole('checkbox')) expect(box).toBeInvalid();
  });
});

describe('RadioGroup', () => {
  it('cards appearance keeps the radios, their names and their descriptions', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container } = render(
      <RadioGroup
        label="Ship to"
        appearance="cards"
        name="address"
        options={[
          { value: 'a', label: 'Building B', description: '1 Main St, Cambridge' },
          { value: 'new', label: 'A new address' },
        ]}
        onChange={onChange}
      />,
    );
    expect(container.querySelector('.bf-radio-group-cards')).not.toBeNull();
    const radio = screen.getByRole('radio', { name: /Building B/ });
    expect(radio).toHaveAttribute('name', 'address');
    await user.click(screen.getByText('A new address'));
    expect(onChange).toHaveBeenLastCalledWith('new');
  });
});

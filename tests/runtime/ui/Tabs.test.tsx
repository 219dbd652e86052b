import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Tabs } from '../../../runtime/ui/Tabs';

const tabs = [
  { id: 'orders', label: 'Orders', content: 'Order list' },
  { id: 'quotes', label: 'Quotes', content: 'Quote list' },
  { id: 'invoices', label: 'Invoices', content: 'Invoice list' },
];

describe('Tabs', () => {
  it('follows the WAI-ARIA tabs pattern', () => {
    render(<Tabs tabs={tabs} label="Account history" />);
    expect(screen.getByRole('tablist', { name: 'Account history' })).toBeInTheDocument();
    const orders = screen.getByRole('tab', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-selected', 'true');
    expect(orders).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Orders' })).toHaveTextContent('Order list');
  });

  it('moves with arrow keys (wrapping), Home and End', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Tabs tabs={tabs} label="Account history" onChange={onChange} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Quotes' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Quotes' })).toHaveTextContent('Quote list');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Invoices' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual([
      'quotes',
      'invoices',
      'orders',
      'invoices',
      'orders',
    ]);
  });

  it('selects on click and Tab moves into the panel', async () => {
    const user = userEvent.setup();
    render(<Tabs tabs={tabs} label="Account history" />);
    await user.click(screen.getByRole('tab', { name: 'Invoices' }));
    await user.tab();
    expect(screen.getByRole('tabpanel', { name: 'Invoices' })).toHaveFocus();
  });
});

import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Stepper } from '../../../runtime/ui/Stepper';

const steps = ['Placed', 'Processing', 'Shipped', 'Delivered'].map((id) => ({ id, label: id }));

describe('Stepper', () => {
  it('marks the steps before the current one complete and the current one current', () => {
    render(<Stepper steps={steps} currentId="Shipped" label="Order progress" />);
    const list = screen.getByRole('list', { name: 'Order progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual([
      null,
      null,
      'step',
      null,
    ]);
    expect(within(list).getAllByText('(completed)')).toHaveLength(2);
  });

  it('marks every step complete when the process is over', () => {
    render(<Stepper steps={steps} currentId="Delivered" complete label="Order progress" />);
    const list = screen.getByRole('list', { name: 'Order progress' });
    expect(within(list).getAllByText('(completed)')).toHaveLength(4);
    expect(list.querySelector('[aria-current]')).toBeNull();
  });
});

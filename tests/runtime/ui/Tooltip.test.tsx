import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Tooltip, type TooltipDirection } from '../../../runtime/ui/Tooltip';

function renderTooltip(direction?: TooltipDirection) {
  render(
    <Tooltip content="Adds the item to your cart" direction={direction}>
      <button>Add</button>
    </Tooltip>,
  );
  return screen.getByRole('button', { name: 'Add' });
}

describe('Tooltip', () => {
  it('describes its trigger and is hidden at rest', () => {
    const trigger = renderTooltip();
    expect(trigger).toHaveAccessibleDescription('Adds the item to your cart');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on hover and hides when the pointer leaves', async () => {
    const user = userEvent.setup();
    const trigger = renderTooltip();
    await user.hover(trigger);
    expect(screen.getByRole('tooltip')).toHaveTextContent('Adds the item to your cart');
    await user.unhover(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('shows on keyboard focus, hides with Escape and on blur', async () => {
    const user = userEvent.setup();
    renderTooltip();
    await user.tab();
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
    await user.tab(); // focus leaves
    await user.tab({ shift: true }); // and comes back
    expect(screen.getByRole('tooltip')).toBeVisible();
    await user.tab();
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });

  it('is 130 px wide and opens on top by default', async () => {
    const user = userEvent.setup();
    await user.hover(renderTooltip());
    const tooltip = screen.getByRole('tooltip');
    expect(tooltip).toHaveStyle({ width: '130px' });
    expect(tooltip).toHaveAttribute('data-direction', 'top');
  });

  it.each([
    'top',
    'bottom',
    'left',
    'right',
    'top-left',
    'top-right',
    'bottom-left',
    'bottom-right',
  ] as const)('opens to the %s', async (direction) => {
    const user = userEvent.setup();
    await user.hover(renderTooltip(direction));
    expect(screen.getByRole('tooltip')).toHaveClass(`bf-tooltip-${direction}`);
  });
});

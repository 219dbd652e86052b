import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../../../runtime/ui/Button';

describe('Button', () => {
  it.each(['primary', 'secondary', 'link', 'ghost', 'error'] as const)(
    'renders the %s variant as a button that is not a submit',
    (variant) => {
      render(<Button variant={variant}>Save</Button>);
      const button = screen.getByRole('button', { name: 'Save' });
      expect(button).toHaveClass(`bf-button-${variant}`);
      expect(button).toHaveAttribute('type', 'button');
    },
  );

  it('clicks with the mouse and the keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    await user.tab();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it('is busy, still focusable, and refuses clicks while loading', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(
      <Button loading onClick={onClick}>
        Save
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button.querySelector('[data-icon="spinner"]')).not.toBeNull();
    await user.tab();
    expect(button).toHaveFocus();
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('is disabled', async () => {
    const onClick = vi.fn();
    render(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from '../../../runtime/ui/ConfirmDialog';

function renderDialog(pending: boolean) {
  const onConfirm = vi.fn();
  const onClose = vi.fn();
  render(
    <ConfirmDialog
      title="Deactivate user"
      confirmLabel="Deactivate"
      confirmVariant="error"
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    >
      <p>Ada can no longer sign in.</p>
    </ConfirmDialog>,
  );
  return { onConfirm, onClose, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks in an alert dialog and confirms or cancels', async () => {
    const { onConfirm, onClose, user } = renderDialog(false);
    const dialog = screen.getByRole('alertdialog', { name: 'Deactivate user' });
    expect(dialog).toHaveTextContent('Ada can no longer sign in.');
    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be closed while the action runs', async () => {
    const { onClose, user } = renderDialog(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
  });
});

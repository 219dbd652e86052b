import type { ReactNode } from 'react';
import { Button } from './Button';
import { Dialog } from './Dialog';

export interface ConfirmDialogProps {
  title: ReactNode;
  /** The confirming button's text ("Deactivate", "Unlink component"). */
  confirmLabel: ReactNode;
  /** 'error' for what takes something away (deactivate, unlink, remove). */
  confirmVariant?: 'primary' | 'error';
  cancelLabel?: ReactNode;
  /** While the action runs: the confirm button spins and the dialog cannot be closed. */
  pending: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** The class of the buttons' row (the block's own stylesheet lays it out). */
  actionsClassName?: string;
  /** What the action does, and its failure if it failed. */
  children: ReactNode;
}

/**
 * A question before an action that changes something at once: an alert dialog with the question,
 * Cancel and the confirming button in its footer. Closing (Cancel, Escape, outside) is refused
 * while the action runs; the action's own toast or message reports the outcome.
 */
export function ConfirmDialog({
  title,
  confirmLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  pending,
  onConfirm,
  onClose,
  actionsClassName,
  children,
}: ConfirmDialogProps) {
  return (
    <Dialog
      title={title}
      role="alertdialog"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      footer={
        <div className={actionsClassName}>
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            {cancelLabel}
          </Button>
          <Button variant={confirmVariant} loading={pending} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      }
    >
      {children}
    </Dialog>
  );
}

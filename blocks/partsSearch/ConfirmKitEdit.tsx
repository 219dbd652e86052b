import type { ReactNode } from 'react';
import { Button } from '../../runtime/ui/index';
import { Dialog } from '../../runtime/ui/aria';

/** Asks before a manager links a component to a kit or unlinks it (loaded on first intent). */
export default function ConfirmKitEdit({
  kind,
  componentLabel,
  kitLabel,
  pending,
  error,
  onConfirm,
  onClose,
}: {
  kind: 'link' | 'unlink';
  componentLabel: string;
  kitLabel: string;
  pending: boolean;
  error: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Dialog
      title={kind === 'link' ? 'Link this component?' : 'Unlink this component?'}
      role="alertdialog"
      size="sm"
      isOpen
      onOpenChange={(open) => {
        if (!open && !pending) onClose();
      }}
      footer={
        <div className="bf-parts-dialog-actions">
          <Button variant="secondary" onClick={onClose} disabled={pending}>
            Cancel
          </Button>
          <Button
            variant={kind === 'unlink' ? 'error' : 'primary'}
            loading={pending}
            onClick={onConfirm}
          >
            {kind === 'link' ? 'Link component' : 'Unlink component'}
          </Button>
        </div>
      }
    >
      <p>
        {kind === 'link'
          ? `${componentLabel} will be part of ${kitLabel} for every order of the kit.`
          : `${componentLabel} will no longer be part of ${kitLabel}.`}
      </p>
      {error}
    </Dialog>
  );
}

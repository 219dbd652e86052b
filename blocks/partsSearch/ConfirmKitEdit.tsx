import type { ReactNode } from 'react';
import { ConfirmDialog } from '../../runtime/ui/aria';

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
    <ConfirmDialog
      title={kind === 'link' ? 'Link this component?' : 'Unlink this component?'}
      confirmLabel={kind === 'link' ? 'Link component' : 'Unlink component'}
      confirmVariant={kind === 'unlink' ? 'error' : 'primary'}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
      actionsClassName="bf-parts-dialog-actions"
    >
      <p>
        {kind === 'link'
          ? `${componentLabel} will be part of ${kitLabel} for every order of the kit.`
          : `${componentLabel} will no longer be part of ${kitLabel}.`}
      </p>
      {error}
    </ConfirmDialog>
  );
}

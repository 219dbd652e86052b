import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from './Button';
import { focusableWithin } from './focusable';
import { Icon } from './Icon';
import './ui.css';

/** What a modal shows and how it closes. */
export interface ModalProps {
  open: boolean;
  /** Called on Escape, on a click on the backdrop and on the close button. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Label of the close button. */
  closeLabel?: string;
  /** Where the dialog is portalled; document.body by default. */
  container?: Element;
  /** 'wide' for content that needs the room, such as a document viewer. */
  size?: 'default' | 'wide';
}

/**
 * A modal dialog (WAI-ARIA dialog pattern): focus moves into it, Tab cycles inside it, Escape
 * and the backdrop close it, and focus goes back to whatever opened it.
 */
export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  closeLabel = 'Close',
  container,
  size = 'default',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    if (dialog) (focusableWithin(dialog)[0] ?? dialog).focus();
    return () => {
      // Back to the opener, or keyboard users restart from the top of the page.
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  if (!open) return null;

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const items = focusableWithin(dialogRef.current);
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return createPortal(
    <div
      className="bf-modal-backdrop"
      // mousedown, not click: a text selection dragged out of the dialog must not close it.
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        className={size === 'wide' ? 'bf-modal bf-modal-wide' : 'bf-modal'}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="bf-modal-header">
          <h2 id={titleId} className="bf-modal-title">
            {title}
          </h2>
          <Button variant="ghost" aria-label={closeLabel} onClick={onClose}>
            <Icon name="close" color="currentColor" />
          </Button>
        </div>
        <div className="bf-modal-body">{children}</div>
        {footer ? <div className="bf-modal-footer">{footer}</div> : null}
      </div>
    </div>,
    container ?? document.body,
  );
}

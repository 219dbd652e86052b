import type { ReactElement, ReactNode } from 'react';
import {
  Dialog as AriaDialog,
  DialogTrigger,
  Heading,
  Modal,
  ModalOverlay,
} from 'react-aria-components';
import { IconButton } from './IconButton';

/** What a dialog and a drawer share: a modal panel with a title, a close button and a footer. */
export interface OverlayPanelProps {
  title: ReactNode;
  children: ReactNode;
  /** Actions at the bottom ("Cancel", "Save"); they get `close` to dismiss the panel. */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /** Controlled open state; leave out with `trigger` to let the trigger open it. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
  /** A React Aria pressable (Button, IconButton) that opens the panel. */
  trigger?: ReactElement;
  /** Escape and a click outside close the panel (true), or only its buttons do (false). */
  isDismissable?: boolean;
  /** A dialog that interrupts ("Delete this list?") is an alertdialog. */
  role?: 'dialog' | 'alertdialog';
  closeLabel?: string;
  className?: string;
}

/**
 * React Aria's ModalOverlay + Modal + Dialog: focus moves in and is trapped, Escape closes, the page
 * behind is inert and does not scroll, and focus returns to what opened it.
 */
export function OverlayPanel({
  title,
  children,
  footer,
  isOpen,
  onOpenChange,
  trigger,
  isDismissable = true,
  role = 'dialog',
  closeLabel = 'Close',
  className,
}: OverlayPanelProps) {
  const overlay = (
    <ModalOverlay
      className="bf-overlay-backdrop"
      isDismissable={isDismissable}
      isKeyboardDismissDisabled={!isDismissable}
      {...(trigger ? {} : { isOpen, onOpenChange })}
    >
      <Modal className={['bf-overlay-panel', className].filter(Boolean).join(' ')}>
        <AriaDialog role={role} className="bf-overlay-dialog">
          {({ close }) => (
            <>
              <header className="bf-overlay-header">
                <Heading slot="title" className="bf-overlay-title">
                  {title}
                </Heading>
                <IconButton icon="close" label={closeLabel} onPress={close} size="sm" />
              </header>
              <div className="bf-overlay-body">{children}</div>
              {footer ? (
                <footer className="bf-overlay-footer">
                  {typeof footer === 'function' ? footer(close) : footer}
                </footer>
              ) : null}
            </>
          )}
        </AriaDialog>
      </Modal>
    </ModalOverlay>
  );
  if (!trigger) return overlay;
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      {trigger}
      {overlay}
    </DialogTrigger>
  );
}

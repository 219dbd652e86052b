import type { ReactNode, RefObject } from 'react';
import { Dialog, Popover } from 'react-aria-components';

/** A non-modal panel anchored to a button: its label, content and open state. */
export interface PopoverDialogProps {
  /** The element it opens from (a plain button with aria-haspopup="dialog"). */
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** Accessible name of the dialog (its visible heading's text). */
  label: string;
  children: ReactNode;
  placement?: 'bottom start' | 'bottom end';
  className?: string;
}

/**
 * A panel of links and buttons opened from a header button (notifications, quick lists): React
 * Aria's Popover + Dialog. Focus moves into it, Tab moves through its controls, Escape or a click
 * outside closes it and focus returns to the button. Unlike a menu its content is free: headings,
 * lists of links, buttons.
 */
export function PopoverDialog({
  triggerRef,
  isOpen,
  onOpenChange,
  label,
  children,
  placement = 'bottom end',
  className,
}: PopoverDialogProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      placement={placement}
      offset={6}
      className={['bf-popover bf-popover-dialog', className].filter(Boolean).join(' ')}
    >
      <Dialog aria-label={label} className="bf-popover-dialog-body">
        {children}
      </Dialog>
    </Popover>
  );
}

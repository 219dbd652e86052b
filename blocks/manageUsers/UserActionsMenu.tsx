import type { RefObject } from 'react';
import { MenuPopover, type MenuEntry } from '../../runtime/ui/aria';

export interface UserActionsMenuProps {
  /** The row's Actions button ("Actions for <name>"). */
  triggerRef: RefObject<HTMLButtonElement | null>;
  label: string;
  entries: MenuEntry[];
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  onAction: (id: string) => void;
}

/**
 * A row's open actions menu: its own chunk with React Aria, loaded when a manager first reaches
 * for a row's Actions (userColumns.tsx), so the user list hydrates without React Aria (issue 22).
 */
export default function UserActionsMenu({
  triggerRef,
  label,
  entries,
  isOpen,
  onOpenChange,
  onAction,
}: UserActionsMenuProps) {
  return (
    <MenuPopover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      label={label}
      groups={[{ id: 'actions', title: label, hideTitle: true, items: entries }]}
      onAction={(id) => onAction(String(id))}
    />
  );
}

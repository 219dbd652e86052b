import type { ReactElement, ReactNode, RefObject } from 'react';
import {
  Header,
  Menu as AriaMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
  Separator,
  type Key,
} from 'react-aria-components';
import { Icon } from './Icon';
import type { IconName } from './iconPaths';

/** One entry of a `Menu`: a link (href) or an action (handled by `onAction`). */
export interface MenuEntry {
  id: string;
  label: string;
  href?: string;
  icon?: IconName;
  disabled?: boolean;
}

/** A titled group of entries; a separator is drawn between groups. */
export interface MenuGroup {
  id: string;
  /** Visible heading of the group, or only its accessible name when `hideTitle`. */
  title?: string;
  hideTitle?: boolean;
  items: readonly MenuEntry[];
}

export interface MenuProps {
  /** A React Aria pressable (Button, IconButton) that opens the menu. */
  trigger: ReactElement;
  /** Accessible name of the menu. */
  label: string;
  groups: readonly MenuGroup[];
  /** Content above the entries that is not an entry (who is signed in, for which account). */
  header?: ReactNode;
  onAction?: (id: Key) => void;
  placement?: 'bottom start' | 'bottom end';
  className?: string;
}

/**
 * A menu button (React Aria's MenuTrigger + Menu): arrow keys move through the entries, typing
 * jumps to a label, Escape closes and focus returns to the button. Link entries render anchors.
 */
export function Menu({
  trigger,
  label,
  groups,
  header,
  onAction,
  placement = 'bottom end',
  className,
}: MenuProps) {
  return (
    <MenuTrigger>
      {trigger}
      <Popover
        placement={placement}
        offset={6}
        className={['bf-popover bf-menu-popover', className].filter(Boolean).join(' ')}
      >
        <MenuContent label={label} groups={groups} header={header} onAction={onAction} />
      </Popover>
    </MenuTrigger>
  );
}

export interface MenuPopoverProps extends Omit<MenuProps, 'trigger'> {
  /** The element the menu opens from (a plain button with aria-haspopup="menu"). */
  triggerRef: RefObject<HTMLElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The same menu opened from a trigger the caller renders itself, so a server-rendered page can
 * show a plain button and load this code only when the menu is first wanted (the header does).
 * Focus moves to the first entry; Escape, a click outside or choosing an entry closes it.
 */
export function MenuPopover({
  triggerRef,
  isOpen,
  onOpenChange,
  label,
  groups,
  header,
  onAction,
  placement = 'bottom end',
  className,
}: MenuPopoverProps) {
  return (
    <Popover
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      // Opened without a MenuTrigger, the popover is a dialog of its own: it needs a name too.
      aria-label={label}
      placement={placement}
      offset={6}
      className={['bf-popover bf-menu-popover', className].filter(Boolean).join(' ')}
    >
      <MenuContent
        label={label}
        groups={groups}
        header={header}
        autoFocus="first"
        onAction={(id) => {
          onOpenChange(false);
          onAction?.(id);
        }}
      />
    </Popover>
  );
}

function MenuContent({
  label,
  groups,
  header,
  onAction,
  autoFocus,
}: Pick<MenuProps, 'label' | 'groups' | 'header' | 'onAction'> & { autoFocus?: 'first' }) {
  return (
    <>
      {header ? <div className="bf-menu-header">{header}</div> : null}
      <AriaMenu
        aria-label={label}
        className="bf-menu"
        autoFocus={autoFocus}
        onAction={(id) => onAction?.(id)}
      >
        {groups.map((group, index) => (
          <MenuSection
            key={group.id}
            id={group.id}
            className="bf-menu-section"
            aria-label={group.title}
          >
            {index > 0 ? <Separator className="bf-menu-separator" /> : null}
            {group.title && !group.hideTitle ? (
              <Header className="bf-menu-section-title">{group.title}</Header>
            ) : null}
            {group.items.map((item) => (
              <MenuItem
                key={item.id}
                id={item.id}
                href={item.href}
                isDisabled={item.disabled}
                textValue={item.label}
                className="bf-menu-item"
              >
                {item.icon ? <Icon name={item.icon} size={18} color="currentColor" /> : null}
                <span>{item.label}</span>
              </MenuItem>
            ))}
          </MenuSection>
        ))}
      </AriaMenu>
    </>
  );
}

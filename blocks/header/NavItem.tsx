import { useId, useState, type KeyboardEvent } from 'react';
import { safeHref } from '../../runtime/blocks';
import { Icon } from '../../runtime/ui/index';
import type { HeaderNavLink } from '../../schemas/generated/blocks/header';

/** A navigation link, or its label as text when the URL policy refuses its address. */
function NavLink({ url, label }: { url: string; label: string }) {
  const href = safeHref(url);
  return href ? <a href={href}>{label}</a> : <span>{label}</span>;
}

/**
 * One main navigation entry. An entry with children is a disclosure (the WAI-ARIA pattern, not a
 * menu role): the label stays a plain link, and a button beside it shows or hides the child
 * links. Escape closes the list and returns focus to the button.
 */
export function NavItem({ item }: { item: HeaderNavLink }) {
  const [open, setOpen] = useState(false);
  const listId = useId();
  const children = item.children ?? [];
  if (children.length === 0) {
    return (
      <li>
        <NavLink url={item.url} label={item.label} />
      </li>
    );
  }
  function closeOnEscape(event: KeyboardEvent<HTMLLIElement>) {
    if (event.key !== 'Escape' || !open) return;
    setOpen(false);
    event.currentTarget.querySelector('button')?.focus();
  }
  return (
    <li className="bf-header-nav-parent" onKeyDown={closeOnEscape}>
      <NavLink url={item.url} label={item.label} />
      <button
        type="button"
        className="bf-header-nav-toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="bf-visually-hidden">{item.label} pages</span>
        <Icon name="chevron-down" size={16} color="currentColor" />
      </button>
      <ul id={listId} className="bf-header-subnav" hidden={!open}>
        {children.map((child) => (
          <li key={child.url + child.label}>
            <NavLink url={child.url} label={child.label} />
          </li>
        ))}
      </ul>
    </li>
  );
}

import type { MouseEvent } from 'react';
import { displayName, safeHref, useSession } from '../../runtime/blocks';
import { Drawer } from '../../runtime/ui/aria';
import type { HeaderConfiguration, HeaderNavLink } from '../../schemas/generated/blocks/header';
import { accountLinksFor } from './accountLinks';

export type MobileNavDrawerProps = Pick<HeaderConfiguration, 'navLinks' | 'accountMenu'> & {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

/**
 * The navigation drawer below 1024 px: every navigation entry (child pages listed under their
 * parent) and, for a signed-in user, the account-area links and sign out. Following a link closes
 * the drawer; the document's in-app link handler navigates.
 */
export default function MobileNavDrawer({
  navLinks,
  accountMenu,
  isOpen,
  onOpenChange,
}: MobileNavDrawerProps) {
  const setOpen = onOpenChange;
  const session = useSession();
  const profile = session.isLoggedIn ? session.profile : null;
  const accountLinks =
    profile && accountMenu?.enabled ? accountLinksFor(accountMenu.items, profile.userType) : [];
  function closeOnLink(event: MouseEvent<HTMLElement>) {
    if ((event.target as Element).closest('a')) setOpen(false);
  }
  return (
    <Drawer
      title="Menu"
      placement="start"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel="Close menu"
      className="bf-header-drawer"
    >
      <div onClick={closeOnLink}>
        <nav aria-label="Site">
          <ul className="bf-drawer-nav">
            {navLinks.map((item) => (
              <DrawerNavItem key={item.url + item.label} item={item} />
            ))}
          </ul>
        </nav>
        {profile && accountMenu?.enabled ? (
          <section className="bf-drawer-account" aria-label="My account">
            <p className="bf-drawer-account-who">
              <strong>{displayName(profile)}</strong>
              {session.account ? <span>{session.account.Name}</span> : null}
            </p>
            <ul className="bf-drawer-nav">
              {accountLinks.map((link) => (
                <li key={link.url + link.label}>
                  <a href={link.url}>{link.label}</a>
                </li>
              ))}
            </ul>
            <button
              type="button"
              className="bf-button bf-button-secondary bf-drawer-sign-out"
              onClick={() => {
                setOpen(false);
                void session.controller?.signOut();
              }}
            >
              {accountMenu.signOutLabel ?? 'Sign out'}
            </button>
          </section>
        ) : accountMenu?.enabled ? (
          <a
            className="bf-button bf-button-primary bf-drawer-sign-in"
            href={safeHref(accountMenu.loginUrl) ?? '/login'}
          >
            {accountMenu.loginLabel ?? 'Sign in'}
          </a>
        ) : null}
      </div>
    </Drawer>
  );
}

function DrawerNavItem({ item }: { item: HeaderNavLink }) {
  const children = item.children ?? [];
  return (
    <li>
      {safeHref(item.url) ? (
        <a href={safeHref(item.url)!} className="bf-drawer-nav-link">
          {item.label}
        </a>
      ) : (
        <span className="bf-drawer-nav-link">{item.label}</span>
      )}
      {children.length > 0 ? (
        <ul className="bf-drawer-subnav">
          {children.map((child) => (
            <DrawerNavItem key={child.url + child.label} item={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

import { safeHref, safeImageSrc, useSession, type BlockProps } from '../../runtime/blocks';
import { Icon } from '../../runtime/ui/index';
// Derived from schemas/blocks/header.schema.json by scripts/compileValidators.ts.
import type { HeaderConfiguration } from '../../schemas/generated/blocks/header';
import { AccountMenu } from './AccountMenu';
import './accountArea.css';
import { CartBadge } from './CartBadge';
import { HeaderSearch } from './HeaderSearch';
import { MobileNav } from './MobileNav';
import { NavItem } from './NavItem';
import { NotificationBell } from './NotificationBell';

/**
 * Storefront header, laid out so nothing wraps at any width: a top row with the logo, search and
 * the user's actions (notifications, account menu or sign-in, cart); below it, from 1024 px, the
 * navigation bar. Below 1024 px a menu button opens the navigation in a drawer, and on phones
 * the search takes its own row.
 */
export default function Header({ configuration }: BlockProps<HeaderConfiguration>) {
  const { logo, navLinks, search, cartBadge, accountMenu, notifications, utilityBar, sticky } =
    configuration;
  const session = useSession();
  // Every CMS address goes through the URL policy; a refused one falls back to the default page.
  const logoSrc = safeImageSrc(logo.url);
  const signedIn = session.isLoggedIn && session.profile !== null;
  return (
    <div className={['bf-header-wrap', sticky ? 'bf-header-sticky' : ''].filter(Boolean).join(' ')}>
      {utilityBar?.enabled && utilityBar.text && (
        <p className="bf-header-utility">{utilityBar.text}</p>
      )}
      <div className="bf-header bf-container">
        <div className="bf-header-brand">
          {navLinks.length > 0 || accountMenu?.enabled ? (
            <MobileNav navLinks={navLinks} accountMenu={accountMenu} />
          ) : null}
          <a className="bf-header-logo" href={safeHref(logo.link) ?? '/'}>
            {logoSrc ? (
              <img src={logoSrc} alt={logo.alt} width={logo.width} height={logo.height ?? 40} />
            ) : (
              logo.alt
            )}
          </a>
        </div>
        {search?.enabled && <HeaderSearch settings={search} />}
        <div className="bf-header-actions">
          {signedIn && notifications?.enabled && (
            <NotificationBell pageUrl={safeHref(notifications.url) ?? '/notifications'} />
          )}
          {accountMenu?.enabled &&
            (signedIn ? (
              <AccountMenu settings={accountMenu} />
            ) : (
              <a className="bf-header-sign-in" href={safeHref(accountMenu.loginUrl) ?? '/login'}>
                <Icon name="user" size={20} color="currentColor" />
                <span>{accountMenu.loginLabel ?? 'Sign in'}</span>
              </a>
            ))}
          {cartBadge?.enabled && (
            <CartBadge
              url={safeHref(cartBadge.url) ?? '/cart'}
              showCount={cartBadge.showCount ?? true}
            />
          )}
        </div>
      </div>
      {navLinks.length > 0 && (
        <nav aria-label="Main" className="bf-header-navbar">
          <ul className="bf-header-nav bf-container">
            {navLinks.map((item) => (
              <NavItem key={item.url + item.label} item={item} />
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}

import type { BlockProps } from '../../runtime/index';

interface Link {
  label: string;
  url: string;
  children?: Link[];
}

export interface HeaderConfiguration {
  logo: { url: string; alt: string; link?: string };
  navLinks: Link[];
  search?: { enabled: boolean; placeholder?: string; targetUrl?: string; minLength?: number };
  cartBadge?: { enabled: boolean; url?: string; showCount?: boolean };
  notifications?: { enabled: boolean; url?: string };
  accountMenu?: { enabled: boolean; loginLabel?: string; loginUrl?: string };
  utilityBar?: { enabled: boolean; text?: string };
  sticky?: boolean;
}

/**
 * Storefront header: logo, navigation, search, cart badge and sign-in. The signed-in account
 * menu, notifications and live cart count arrive with the session and cart issues.
 */
export default function Header({ configuration }: BlockProps<HeaderConfiguration>) {
  const { logo, navLinks, search, cartBadge, accountMenu, utilityBar } = configuration;
  return (
    <div className="bf-header-wrap">
      {utilityBar?.enabled && utilityBar.text && (
        <p className="bf-header-utility">{utilityBar.text}</p>
      )}
      <div className="bf-header bf-container">
        <a className="bf-header-logo" href={logo.link ?? '/'}>
          <img src={logo.url} alt={logo.alt} height={40} />
        </a>
        <nav aria-label="Main">
          <ul className="bf-header-nav">
            {navLinks.map((item) => (
              <li key={item.url}>
                <a href={item.url}>{item.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        {search?.enabled && (
          <form className="bf-header-search" role="search" action={search.targetUrl ?? '/search'}>
            <label>
              <span className="bf-visually-hidden">Search products</span>
              <input
                type="search"
                name="q"
                minLength={search.minLength}
                placeholder={search.placeholder ?? 'Search products'}
              />
            </label>
          </form>
        )}
        <div className="bf-header-actions">
          {accountMenu?.enabled && (
            <a href={accountMenu.loginUrl ?? '/login'}>{accountMenu.loginLabel ?? 'Sign in'}</a>
          )}
          {cartBadge?.enabled && <a href={cartBadge.url ?? '/cart'}>Cart</a>}
        </div>
      </div>
    </div>
  );
}

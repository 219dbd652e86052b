import { displayName, useSession, type BlockProps } from '../../runtime/blocks';
// Derived from schemas/blocks/header.schema.json by scripts/compileValidators.ts.
import type { HeaderConfiguration } from '../../schemas/generated/blocks/header';
import { CartBadge } from './CartBadge';
import { NavItem } from './NavItem';

/**
 * Storefront header: logo, navigation, search, cart badge (live count from the cart bridge) and
 * sign-in. The signed-in account menu and notifications arrive with the session issue.
 */
export default function Header({ configuration }: BlockProps<HeaderConfiguration>) {
  const { logo, navLinks, search, cartBadge, accountMenu, utilityBar } = configuration;
  const session = useSession();
  return (
    <div className="bf-header-wrap">
      {utilityBar?.enabled && utilityBar.text && (
        <p className="bf-header-utility">{utilityBar.text}</p>
      )}
      <div className="bf-header bf-container">
        <a className="bf-header-logo" href={logo.link ?? '/'}>
          <img src={logo.url} alt={logo.alt} width={logo.width} height={logo.height ?? 40} />
        </a>
        <nav aria-label="Main">
          <ul className="bf-header-nav">
            {navLinks.map((item) => (
              <NavItem key={item.url + item.label} item={item} />
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
          {accountMenu?.enabled &&
            (session.isLoggedIn && session.profile ? (
              <>
                <span className="bf-header-user">{displayName(session.profile)}</span>
                <button
                  type="button"
                  className="bf-button bf-button-link"
                  onClick={() => void session.controller?.signOut()}
                >
                  {accountMenu.signOutLabel ?? 'Sign out'}
                </button>
              </>
            ) : (
              <a href={accountMenu.loginUrl ?? '/login'}>{accountMenu.loginLabel ?? 'Sign in'}</a>
            ))}
          {cartBadge?.enabled && (
            <CartBadge url={cartBadge.url ?? '/cart'} showCount={cartBadge.showCount ?? true} />
          )}
        </div>
      </div>
    </div>
  );
}

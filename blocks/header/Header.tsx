import type { BlockProps } from '../../runtime/index';

export interface HeaderConfiguration {
  logo: { src: string; alt: string; href?: string };
  navigation: { label: string; href: string }[];
  showSearch?: boolean;
  searchPlaceholder?: string;
  showCart?: boolean;
  showAccountMenu?: boolean;
}

export default function Header({ configuration }: BlockProps<HeaderConfiguration>) {
  const {
    logo,
    navigation,
    showSearch = true,
    showCart = true,
    showAccountMenu = true,
  } = configuration;
  return (
    <div className="bf-header bf-container">
      <a className="bf-header-logo" href={logo.href ?? '/'}>
        <img src={logo.src} alt={logo.alt} height={40} />
      </a>
      <nav aria-label="Main">
        <ul className="bf-header-nav">
          {navigation.map((item) => (
            <li key={item.href}>
              <a href={item.href}>{item.label}</a>
            </li>
          ))}
        </ul>
      </nav>
      {showSearch && (
        <form className="bf-header-search" role="search" action="/search">
          <label>
            <span className="bf-visually-hidden">Search products</span>
            <input
              type="search"
              name="q"
              placeholder={configuration.searchPlaceholder ?? 'Search products'}
            />
          </label>
        </form>
      )}
      <div className="bf-header-actions">
        {showAccountMenu && <a href="/login">Sign in</a>}
        {showCart && (
          <a href="/cart" aria-label="Cart">
            Cart
          </a>
        )}
      </div>
    </div>
  );
}

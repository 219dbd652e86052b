import { readCartCatalogGroup } from '../domain/cart/quoteStorage';
import { isGuidanceCompleted } from '../storefront/guidanceState';
import type { PageRequest } from '../storefront/resolvePage';
import type { Storefront } from './StorefrontContext';

/** What resolvePage needs to know about a URL and the visitor, read fresh at each navigation. */
export function pageRequest(storefront: Storefront, url: URL): PageRequest {
  const { domain } = storefront.boot;
  return {
    pathname: url.pathname,
    search: url.search,
    isLoggedIn: storefront.isLoggedIn(),
    authenticatedStorefront: !domain.guestAccountId,
    guidanceCompleted:
      storefront.pageState?.guidanceCompleted ?? isGuidanceCompleted(domain.storefrontId),
    // The newest cart template of the cart's catalogue group (issue 8).
    catalogGroup: storefront.pageState
      ? storefront.pageState.cartCatalogGroup
      : readCartCatalogGroup(),
  };
}

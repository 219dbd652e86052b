/** Page categories (spec 001 section 2) the router treats specially. */
export const CART_CATEGORY = 'Cart';
export const CHECKOUT_CATEGORY = 'Checkout';

/** Account pages: shown only to a logged-in user, others are sent to /login. */
export const ACCOUNT_PAGE_CATEGORIES: readonly string[] = ['My Account', 'Create Record'];

export function isAccountPage(pageCategory: string): boolean {
  return ACCOUNT_PAGE_CATEGORIES.includes(pageCategory);
}

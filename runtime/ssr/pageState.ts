import {
  CART_GROUP_COOKIE,
  GUEST_CART_COOKIE,
  GUIDANCE_COOKIE,
  type BrowserPageState,
} from '../../schemas/firstPage';
import { readCartCatalogGroup, readGuestQuoteId } from '../domain/cart/quoteStorage';
import { isGuidanceCompleted } from '../storefront/guidanceState';
import { writeHintCookie } from '../state/hintCookie';

/** What this browser holds that a page's choice depends on (schemas/firstPage.ts). */
export function ownPageState(storefrontId: string): BrowserPageState {
  return {
    cartCatalogGroup: readCartCatalogGroup(),
    guidanceCompleted: isGuidanceCompleted(storefrontId),
    guestCart: readGuestQuoteId() !== null,
  };
}

/**
 * Whether a page the server rendered for `rendered` is the one this browser would choose; a page
 * whose choice did not depend on the browser's state (no `rendered`) always is. The cart's
 * template follows the catalogue group. The guidance step decides only when the server took it as
 * done (a cart it would otherwise not have rendered for a signed-in visitor): a cart rendered
 * without it (a guest's, a storefront with no guidance) is the cart either way. A guest's cart
 * was drawn empty when no guest cart was stored.
 */
export function samePageState(
  rendered: BrowserPageState | undefined,
  own: BrowserPageState,
): boolean {
  if (!rendered) return true;
  return (
    rendered.cartCatalogGroup === own.cartCatalogGroup &&
    (!rendered.guidanceCompleted || own.guidanceCompleted) &&
    rendered.guestCart === own.guestCart
  );
}

/**
 * Copies this browser's state into its cookies at the start of each page load, so the server's
 * next first render chooses as the client would (a cart group stored before the cookie existed,
 * a tab whose visit has not seen the guidance). Storage writes keep them in step afterwards
 * (storeCartCatalogGroup, markGuidanceCompleted).
 */
export function syncPageStateCookies(storefrontId: string, doc: Document = document): void {
  const own = ownPageState(storefrontId);
  writeHintCookie(CART_GROUP_COOKIE, own.cartCatalogGroup, 'persistent', doc);
  writeHintCookie(GUIDANCE_COOKIE, own.guidanceCompleted ? '1' : null, 'visit', doc);
  writeHintCookie(GUEST_CART_COOKIE, own.guestCart ? '1' : null, 'persistent', doc);
}

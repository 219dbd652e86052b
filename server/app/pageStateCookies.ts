import type { BrowserPageState } from '../../schemas/firstPage';
import { CART_GROUP_COOKIE, GUEST_CART_COOKIE, GUIDANCE_COOKIE } from '../../schemas/firstPage';

/** A catalogue group id as the CRM writes them; anything else is ignored, not passed on. */
const CATALOG_GROUP = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * The browser's state its cookies copy (schemas/firstPage.ts): which cart template, whether the
 * guidance step comes first, whether a guest's cart exists. Untrusted hints: they only choose which page the server renders,
 * and the client hydrates it only when its own storage agrees.
 */
export function pageStateOf(cookie: (name: string) => string | undefined): BrowserPageState {
  const group = cookie(CART_GROUP_COOKIE);
  return {
    cartCatalogGroup: group && CATALOG_GROUP.test(group) ? group : null,
    guidanceCompleted: cookie(GUIDANCE_COOKIE) === '1',
    guestCart: cookie(GUEST_CART_COOKIE) === '1',
  };
}

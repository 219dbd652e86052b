import { GUIDANCE_COOKIE } from '../../schemas/firstPage';
import { writeHintCookie } from '../state/hintCookie';

/**
 * Whether the user has finished the guidance step before the cart (spec 000 section 2). The spec
 * names no storage key, so this one is ours: session storage, per storefront, so a new visit
 * shows the guidance again. The guidance page's blocks call `markGuidanceCompleted`.
 */
export const GUIDANCE_COMPLETED_PREFIX = 'bf-guidance-completed-';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

export function isGuidanceCompleted(
  storefrontId: string,
  storage: Storage | null = sessionStorageOrNull(),
): boolean {
  return storage?.getItem(`${GUIDANCE_COMPLETED_PREFIX}${storefrontId}`) === '1';
}

export function markGuidanceCompleted(
  storefrontId: string,
  storage: Storage | null = sessionStorageOrNull(),
): void {
  try {
    storage?.setItem(`${GUIDANCE_COMPLETED_PREFIX}${storefrontId}`, '1');
    // A copy for the server's first render of /cart (schemas/firstPage.ts): per host, so per
    // storefront already; a session cookie, as session storage lasts for the visit.
    if (storage) writeHintCookie(GUIDANCE_COOKIE, '1', 'visit');
  } catch {
    // Blocked storage: the user sees the guidance again on the next cart visit, nothing worse.
  }
}

import { urlRefusal } from '../url/urlPolicy';
import { SANDBOX_LIMITS } from './limits';

/**
 * Validators of the values customJS hands the host (issue 6): each returns the value to use, or
 * null when the value is refused. Pure functions, no DOM, so they are tested alone.
 */

const PROBE_ORIGIN = 'https://app.invalid';
// Control characters and whitespace that browsers strip or fold while parsing a URL.
// eslint-disable-next-line no-control-regex
const URL_NOISE = /[\u0000-\u0020\u007f-\u009f\\]/;

/**
 * An in-app route: a path on the storefront's own origin ('/cart', '/product_detail?id=3'), as
 * the URL policy's site path rule (runtime/url/urlPolicy.ts) allows it, starting with '/'. Not
 * protocol-relative ('//evil'), no scheme, no backslashes or control characters that a browser
 * might fold into one, also once decoded. Returns the normalised path, search and hash.
 */
export function appRoute(value: unknown): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  if (URL_NOISE.test(value) || urlRefusal(value, 'path') !== null) return null;
  let url: URL;
  try {
    url = new URL(value, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * An image the host may load for a block: a path on the storefront's own origin, or an https URL
 * on one of `allowedHosts` (exact host names), within the URL policy's image rule. Never data:,
 * blob:, javascript: or plain http.
 */
export function imageSource(value: unknown, allowedHosts: readonly string[]): string | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2_000) return null;
  if (URL_NOISE.test(value) || urlRefusal(value, 'image') !== null) return null;
  if (value.startsWith('/')) return appRoute(value);
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return null;
  if (!allowedHosts.includes(url.hostname.toLowerCase())) return null;
  return url.href;
}

/** Plain text for a property (React renders it as text, never as HTML); capped in length. */
export function plainText(value: unknown): string | null {
  if (typeof value !== 'string' || value.length > SANDBOX_LIMITS.maxTextChars) return null;
  return value;
}

export function oneOf<T extends string>(choices: readonly T[]): (value: unknown) => T | null {
  return (value) =>
    typeof value === 'string' && (choices as readonly string[]).includes(value)
      ? (value as T)
      : null;
}

export function flag(value: unknown): boolean | null {
  return typeof value === 'boolean' ? value : null;
}

export function wholeNumber(min: number, max: number): (value: unknown) => number | null {
  return (value) =>
    typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
      ? value
      : null;
}

/** A toast message: non-empty text, at most maxToastChars. */
export function toastMessage(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const trimmed = value.trim();
  if (trimmed.length === 0 || trimmed.length > SANDBOX_LIMITS.maxToastChars) return null;
  return trimmed;
}

/** An add-to-cart request: a product id (short token) and a whole quantity of 1 to 999. */
export function cartRequest(
  productId: unknown,
  quantity: unknown,
): { productId: string; quantity: number } | null {
  if (typeof productId !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(productId)) return null;
  const count = wholeNumber(1, 999)(quantity);
  return count === null ? null : { productId, quantity: count };
}

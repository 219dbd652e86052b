/** Paths the server answers itself: a link to them is a real page load, never an app route. */
const SERVER_PATH_PREFIXES = [
  '/graphql',
  '/api/',
  '/theme/',
  '/static/',
  '/assets/',
  '/oauth2/',
  '/logout',
  '/identity/',
  '/.well-known/',
  '/build-manifest.json',
  '/__test__/',
];

// A last segment with an extension is a file (a PDF, an image): the browser downloads or shows it.
const FILE_PATH = /\.[a-z0-9]{2,5}$/i;

/**
 * The app path an anchor leads to when the router can show it without a page load: same
 * origin, same window, not a download or a server path, not a jump within the current page
 * (the browser scrolls to the hash itself). Null means "let the browser follow it".
 */
export function inAppPath(anchor: HTMLAnchorElement, current: Location | URL): string | null {
  const href = anchor.getAttribute('href');
  if (!href || href.startsWith('#') || anchor.hasAttribute('download')) return null;
  const target = anchor.getAttribute('target');
  if (target && target !== '_self') return null;
  if ((anchor.getAttribute('rel') ?? '').split(/\s+/).includes('external')) return null;
  let url: URL;
  try {
    url = new URL(href, current.href);
  } catch {
    return null;
  }
  if (url.origin !== current.origin) return null;
  if (SERVER_PATH_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return null;
  if (FILE_PATH.test(url.pathname)) return null;
  const samePage = url.pathname === current.pathname && url.search === current.search;
  if (samePage && url.hash) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The anchor an event happened in, if any (blocks render plain `<a href>`s). */
export function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

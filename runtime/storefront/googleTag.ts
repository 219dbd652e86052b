/** Where gtag.js comes from; the server's CSP allows this host in script-src. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/** A template tracker (spec 001 section 3): a name and a value, of the Google Tag kind. */
export interface Tracker {
  name: string;
  value: string;
}

type DataLayerWindow = Window & { dataLayer?: unknown[] };

/** The Google Tag ids among a template's trackers (name "Google Tag", value "G-..."). */
export function googleTagIds(trackers: readonly Tracker[]): string[] {
  const ids = trackers
    .filter((t) => t.name.replace(/\s+/g, '').toLowerCase() === 'googletag')
    .map((t) => t.value.trim())
    .filter((id) => /^[A-Z]{1,3}-[A-Z0-9-]+$/i.test(id));
  return [...new Set(ids)];
}

function ensureGtagScript(id: string, doc: Document): boolean {
  const present = [...doc.scripts].some((s) => s.src.startsWith(`${GOOGLE_TAG_ORIGIN}/gtag/js`));
  if (present) return false;
  // A script element with a src from module code, never an inline snippet: the strict CSP
  // (script-src 'self' + this host, no 'unsafe-inline') allows exactly this.
  const script = doc.createElement('script');
  script.async = true;
  script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent(id)}`;
  doc.head.appendChild(script);
  return true;
}

/**
 * Records one page view for the template's Google Tag trackers: gtag.js is added once per
 * document, and each page view pushes one `config` per tag id (which sends the page_view).
 * Browsers driven by automation (`navigator.webdriver`) are skipped, so test and monitoring
 * traffic never counts in the customer's analytics.
 */
export function trackPageView(
  trackers: readonly Tracker[],
  page: { path: string; title: string },
  win: DataLayerWindow = window,
): void {
  const ids = googleTagIds(trackers);
  if (ids.length === 0 || win.navigator.webdriver) return;
  // Only an array is the data layer: an element with the id "dataLayer" is also `window.dataLayer`
  // (named access), and pushing onto it would throw. An own property shadows it for gtag.js too.
  const existing = win.dataLayer;
  const dataLayer = Array.isArray(existing) ? existing : (win.dataLayer = []);
  // gtag.js reads `arguments` objects from the data layer, not arrays: this is its own snippet's
  // gtag(), written as module code instead of an inline script.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params -- gtag.js requires the arguments object
    dataLayer.push(arguments);
  }
  if (ensureGtagScript(ids[0] as string, win.document)) gtag('js', new Date());
  for (const id of ids) gtag('config', id, { page_path: page.path, page_title: page.title });
}

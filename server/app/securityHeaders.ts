import { scriptHash } from './cspHash';
import { allowedStyleAttribute } from './styleAttributePolicy';
import { LIBRARY_STYLE_HASHES } from './libraryStyleElements';

/**
 * Hosts the product itself talks to beyond its own origin: Google Tag trackers (spec 001 section 3)
 * and the two allowed video providers (spec 001 section 5).
 */
const TAG_MANAGER = 'https://www.googletagmanager.com';
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com'];
const VIDEO_FRAMES = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://play.vidyard.com',
];

export interface CspOptions {
  /** Hashes of the inline scripts the page really carries (Vite's dev preamble); never 'unsafe-inline'. */
  inlineScriptHashes?: string[];
  /** Extra origins the runtime calls (a real gateway, Cognito's regional endpoint). */
  connectOrigins?: string[];
  /** Vite dev server: HMR websocket and injected <style> tags. */
  dev?: boolean;
  /**
   * Hashes of the style attributes a server-rendered page carries (the blocks' layout); only
   * exactly these values are allowed, through `style-src-attr 'unsafe-hashes'`.
   */
  styleAttributeHashes?: string[];
  /**
   * Hashes of the `<style>` elements a server-rendered page carries (its blocks' customCSS); only
   * exactly these are allowed, `style-src` stays `'self'` otherwise.
   */
  styleElementHashes?: string[];
  /** Origins a page may post a form to besides its own: the buyers' procurement systems (punchout). */
  formActionOrigins?: readonly string[];
}

export function contentSecurityPolicy(options: CspOptions = {}): string {
  const scriptSrc = [
    "'self'",
    ...(options.inlineScriptHashes ?? []).map((h) => `'${h}'`),
    TAG_MANAGER,
  ];
  const connectSrc = ["'self'", ...(options.connectOrigins ?? []), ...ANALYTICS, TAG_MANAGER];
  if (options.dev) connectSrc.push('ws:', 'wss:');
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': scriptSrc,
    // React sets style properties through the CSSOM, which CSP does not govern; Vite's dev server
    // injects <style> elements, and React Aria adds two of fixed text (libraryStyleElements.ts).
    'style-src': options.dev
      ? ["'self'", "'unsafe-inline'"]
      : [
          "'self'",
          ...[...(options.styleElementHashes ?? []), ...LIBRARY_STYLE_HASHES].map((h) => `'${h}'`),
        ],
    ...(options.styleAttributeHashes?.length && !options.dev
      ? {
          'style-src-attr': [
            "'unsafe-hashes'",
            ...options.styleAttributeHashes.map((h) => `'${h}'`),
          ],
        }
      : {}),
    'img-src': ["'self'", 'data:', 'blob:', 'https:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': connectSrc,
    // blob: for the invoice PDF preview (viewInvoice): a PDF the page itself built from the
    // CRM's chunks, shown in the browser's viewer (docs/decisions.md, "Invoices").
    'frame-src': ["'self'", 'blob:', ...VIDEO_FRAMES],
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'", ...(options.formActionOrigins ?? [])],
    'frame-ancestors': ["'none'"],
    'report-uri': ['/api/csp-report'],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/** Hardening headers sent with every HTML response. */
export function hardeningHeaders(): Record<string, string> {
  return {
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(self)',
    'Cross-Origin-Opener-Policy': 'same-origin',
    'Cross-Origin-Resource-Policy': 'same-site',
  };
}

// Its own module: libraryStyleElements.ts hashes at load and is imported here.
export { scriptHash };

/** Hashes of every inline (non-JSON, no src) script in an HTML document. */
export function inlineScriptHashes(html: string): string[] {
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const attributes = match[1] ?? '';
    if (/\bsrc\s*=/.test(attributes) || /type\s*=\s*["']application\/json["']/i.test(attributes))
      continue;
    hashes.push(scriptHash(match[2] ?? ''));
  }
  return hashes;
}

const HTML_ENTITIES: Record<string, string> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/**
 * Hashes of the distinct style attributes in an HTML document that the style attribute policy
 * allows (styleAttributePolicy.ts), as the browser hashes them: of the value after entity
 * decoding (React escapes quotes in `url("...")`).
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>();
  for (const match of html.matchAll(/\sstyle="([^"]*)"/g)) {
    const value = (match[1] ?? '').replace(
      /&(?:quot|#x27|#39|lt|gt|amp);/g,
      (e) => HTML_ENTITIES[e]!,
    );
    if (allowedStyleAttribute(value)) values.add(value);
  }
  return [...values].map(scriptHash);
}

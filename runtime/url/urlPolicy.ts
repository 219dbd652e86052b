/**
 * The one URL policy of every link and image field of every block (issue 14, docs/security.md
 * "URL policy"). A CMS value becomes an `href`, a `src` or a form `action` only through these
 * functions; anything refused is rendered as text or not at all by the block.
 *
 * Allowed: same-site paths (`/cart`, `/support#coa`), fragments, queries and bare relative paths
 * (`docs/a.pdf`), and absolute addresses on an allowed scheme. Refused whatever the browser would
 * make of it: any scheme outside the allowlist (`javascript:`, `vbscript:`, `data:`, `blob:`,
 * `file:`...), also when split by tabs or newlines (`java\tscript:`, which the URL parser folds
 * together), mixed case, or entity- or percent-encoded (`&#106;avascript:`, `%6Aavascript:`,
 * decoded up to three times for the check); protocol-relative and backslash addresses (`//host`,
 * `/\host`, `\\host`, which browsers read as another host); control characters anywhere; a colon
 * in the first segment of a relative path (a scheme in disguise); values over 2,048 characters.
 * Allowed values come back trimmed, otherwise unchanged.
 */

/* eslint-disable no-control-regex -- the policy names the control characters it refuses. */
const MAX_URL_CHARS = 2_048;
const LINK_SCHEMES = new Set(['http:', 'https:', 'mailto:', 'tel:']);
const IMAGE_SCHEMES = new Set(['https:']);
const PROBE_BASE = 'https://probe.invalid/base/';
const PROBE_ORIGIN = new URL(PROBE_BASE).origin;

// C0 controls, DEL, C1 controls, and the Unicode spaces and invisibles a browser may strip or a
// reader may not see (the URL parser removes tab and newlines anywhere before parsing).
const CONTROL =
  /[\u0000-\u001f\u007f-\u009f\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u2060\u3000\ufeff]/;
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;

type Kind = 'link' | 'image' | 'path';

const NAMED_ENTITIES: Record<string, string> = {
  colon: ':',
  tab: '\t',
  newline: '\n',
  sol: '/',
  bsol: '\\',
  lpar: '(',
  rpar: ')',
  amp: '&',
  quot: '"',
  apos: "'",
  lt: '<',
  gt: '>',
  nbsp: '\u00a0',
  period: '.',
};

/** HTML character references, numeric and the few named ones that spell a scheme or a slash. */
function decodeEntities(value: string): string {
  return value.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);?/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code =
        body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1));
      return Number.isFinite(code) && code >= 0 && code <= 0x10ffff
        ? String.fromCodePoint(code)
        : whole;
    }
    return NAMED_ENTITIES[body.toLowerCase()] ?? whole;
  });
}

function decodePercent(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    // A lone '%': decode what can be decoded, byte by byte.
    return value.replace(/%([0-9a-f]{2})/gi, (_, hex: string) =>
      String.fromCharCode(parseInt(hex, 16)),
    );
  }
}

/** The value and what it becomes when decoded once, twice, three times (each kind of escape). */
function readings(value: string): string[] {
  const seen = new Set([value]);
  let layer = [value];
  for (let round = 0; round < 3; round += 1) {
    const next: string[] = [];
    for (const each of layer) {
      for (const decoded of [decodeEntities(each), decodePercent(each)]) {
        if (!seen.has(decoded)) {
          seen.add(decoded);
          next.push(decoded);
        }
      }
    }
    if (next.length === 0) break;
    layer = next;
  }
  return [...seen];
}

/** Why one reading of a value is refused, or null when it is acceptable. */
function refusal(reading: string, kind: Kind): string | null {
  // What the URL parser would see: outer whitespace and controls stripped, tabs/newlines gone.
  const folded = reading
    .replace(/^[\u0000-\u0020]+|[\u0000-\u0020]+$/g, '')
    .replace(/[\t\n\r]/g, '');
  if (CONTROL.test(reading.trim())) return 'control or invisible characters';
  if (folded.includes('\\')) return 'a backslash';
  if (folded.startsWith('//')) return 'a protocol-relative address';
  const scheme = SCHEME.exec(folded)?.[1]?.toLowerCase();
  if (scheme !== undefined) {
    if (kind === 'path') return `the ${scheme}: scheme`;
    const allowed = kind === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES;
    if (!allowed.has(`${scheme}:`)) return `the ${scheme}: scheme`;
    return null;
  }
  // No scheme: a path, query or fragment. A colon before the first '/', '?' or '#' would make a
  // relative path look like a scheme to some reader; refuse the ambiguity.
  const firstSegment = folded.split(/[/?#]/, 1)[0] ?? '';
  if (firstSegment.includes(':')) return 'a colon in the first path segment';
  return null;
}

/** Why a value is refused for a kind of field, or null when it may be used. */
export function urlRefusal(value: unknown, kind: Kind): string | null {
  if (typeof value !== 'string') return 'not text';
  const trimmed = value.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > MAX_URL_CHARS) return `longer than ${MAX_URL_CHARS} characters`;
  for (const reading of readings(trimmed)) {
    const reason = refusal(reading, kind);
    if (reason) return reason;
  }
  let url: URL;
  try {
    url = new URL(trimmed, PROBE_BASE);
  } catch {
    return 'not a URL';
  }
  if (url.username || url.password) return 'credentials in the address';
  // What the browser's own parser makes of it must agree with the checks above.
  if (url.origin === PROBE_ORIGIN) return null;
  if (kind === 'path') return 'not a same-site path';
  const allowed = kind === 'image' ? IMAGE_SCHEMES : LINK_SCHEMES;
  return allowed.has(url.protocol) ? null : `the ${url.protocol} scheme`;
}

/**
 * A link target (`<a href>`): site paths, fragments, queries, relative paths, http(s), mailto and
 * tel. Null when refused: render the link's text without a link.
 */
export function safeLinkHref(value: string | null | undefined): string | null {
  return urlRefusal(value, 'link') === null ? value!.trim() : null;
}

/** An image source (`<img src>`, CSS background): site paths and https only. Null when refused. */
export function safeImageSrc(value: string | null | undefined): string | null {
  return urlRefusal(value, 'image') === null ? value!.trim() : null;
}

/**
 * A path on the storefront itself (a form's `action`, an in-app target): no scheme, no other
 * host. Null when refused.
 */
export function safeSitePath(value: string | null | undefined): string | null {
  return urlRefusal(value, 'path') === null ? value!.trim() : null;
}

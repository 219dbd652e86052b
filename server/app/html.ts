import { BOOT_ELEMENT_ID, type BootConfig } from '../../schemas/boot';
import { EARLY_INPUT_SCRIPT } from '../../schemas/earlyInputScript';
import {
  CANONICAL_FOR_ATTRIBUTE,
  CUSTOM_CSS_ATTRIBUTE,
  FIRST_PAGE_ATTRIBUTE,
  FIRST_PAGE_ELEMENT_ID,
  MANAGED_META_ATTRIBUTE,
  type FirstPageResult,
} from '../../schemas/firstPage';
import { TEMPLATE_STYLESHEET, pageStylesheets, type PageStylesheet } from './pageStylesheets';
import { styleElementText } from './styleElementText';
import { PRESSABLE_STYLE_ELEMENT } from './libraryStyleElements';
import { firstPaintHold } from './firstPaintHold';

export { styleElementText };

/** Names the stylesheet a `<style>` element carries the text of. */
export const INLINE_SHEET_ATTRIBUTE = 'data-bf-sheet';

const HEAD_SLOT = '<!--blockfront-head-->';
const EMPTY_ROOT = '<div id="root"></div>';
/** The entry's script and its static imports' preloads, as Vite writes them into index.html. */
const TEMPLATE_SCRIPT = /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g;

type RenderedFirstPage = Extract<FirstPageResult, { kind: 'rendered' }>;

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** JSON that cannot close its <script> element or break out of it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The SPA's HTML for one storefront: the theme stylesheet and the boot data block go into the
 * head so the runtime starts with no lookup (DESIGN.md section 2, step 1). With a first page
 * rendered on the server, its markup fills #root, its title and meta tags the head, and what the
 * client needs to hydrate it (router data, query cache) a JSON data block, never executed.
 */
export function renderStorefrontHtml(
  template: string,
  boot: BootConfig,
  firstPage: RenderedFirstPage | null = null,
  modulePreloads: readonly string[] = [],
  sheets: readonly PageStylesheet[] = pageStylesheets({
    template,
    blockSheets: modulePreloads.filter((href) => href.endsWith('.css')),
    themeHref: boot.themeHref,
    built: null,
    themeCss: null,
  }),
): string {
  if (!template.includes(HEAD_SLOT)) throw new Error(`index.html lacks the ${HEAD_SLOT} slot`);
  if (firstPage && !template.includes(EMPTY_ROOT)) {
    throw new Error(`index.html lacks the empty ${EMPTY_ROOT}`);
  }
  const title = firstPage?.head.title || boot.domain.storefrontName;
  // Every stylesheet goes first in the head, in its cascade order (pageStylesheets.ts), then the
  // blocks' customCSS: the first paint waits for them. Sent inline where the server has their
  // text; a linked one goes before the script preloads, which over HTTP/1.1 otherwise take the
  // browser's six connections first (a 250-block page's stylesheets arrived 250-350 ms after its
  // HTML, behind 28 scripts: issue 22).
  // No whitespace between the head's elements: each run of it is a token for Chromium's parser,
  // whose first slice (a budget of tokens) is what the first paint shows; a block page's 60 and
  // more preload links, each followed by a line break, used it up before the parser reached the
  // page's content, so the first paint showed the header alone and the page's largest text came
  // a frame later (after the scripts had arrived: Lighthouse then counts them in its LCP).
  const templateWithoutSheets = lowPriorityScripts(
    withoutSpaceBetweenTags(template.replace(TEMPLATE_STYLESHEET, '')),
    firstPage !== null,
  );
  const customCss = (firstPage?.customCss ?? []).map(
    (sheet) =>
      `<style ${CUSTOM_CSS_ATTRIBUTE}="${escapeHtml(sheet.blockId)}">${styleElementText(sheet.css)}</style>`,
  );
  const stylesheets = [
    // First, where React Aria would prepend it once the page hydrates (libraryStyleElements.ts).
    ...(firstPage ? [PRESSABLE_STYLE_ELEMENT] : []),
    ...sheets.flatMap(stylesheetElements),
    ...customCss,
  ];
  const head = [
    // Before any stylesheet, so it neither waits for them nor holds the parser: the server's forms
    // must not submit the browser's way before the client takes them (earlyInputScript.ts).
    ...(firstPage ? [`<script>${EARLY_INPUT_SCRIPT}</script>`] : []),
    // Before the stylesheets, as the spec asks of a render-blocking element: in the head, early.
    ...(firstPage ? [firstPaintHold(firstPage.html.length)] : []),
    `<title>${escapeHtml(title)}</title>`,
    ...(firstPage ? metaTags(firstPage.head.metaTags) : []),
    // Managed like the meta tags: the client replaces it when the visitor moves on (documentMeta.ts).
    ...(firstPage?.head.canonical
      ? [
          `<link rel="canonical" href="${escapeHtml(firstPage.head.canonical)}" ${MANAGED_META_ATTRIBUTE} ${CANONICAL_FOR_ATTRIBUTE}="${escapeHtml(firstPage.head.canonicalFor ?? '')}" />`,
        ]
      : []),
    ...stylesheets,
    // Structured data is never executed: jsonForScript keeps `</script>` and `<!--` out of it.
    ...(firstPage?.head.structuredData ?? []).map(
      (data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`,
    ),
    ...(firstPage?.resourceHints ? [firstPage.resourceHints] : []),
    // The blocks' chunks, fetched beside the entry: the client loads them all before hydrating.
    // A plain script preload, not `modulepreload`: that one also compiles each chunk on the main
    // thread as it arrives, between the parser's slices of the page (a 250-block page was in the
    // browser 29 % later). The entry's import of a chunk takes the preloaded response.
    ...modulePreloads
      .filter((href) => !href.endsWith('.css'))
      .map(
        (href) =>
          `<link rel="preload" as="script" crossorigin fetchpriority="low" href="${escapeHtml(href)}" />`,
      ),
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`,
  ].join('');
  const html = templateWithoutSheets
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(HEAD_SLOT, () => head);
  if (!firstPage) return html;
  const root =
    `<div id="root" ${FIRST_PAGE_ATTRIBUTE}>${firstPage.html}</div>` +
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${jsonForScript(firstPage.payload)}</script>`;
  // A function, so `$` sequences in the markup are never read as replacement patterns.
  return html.replace(EMPTY_ROOT, () => root);
}

/**
 * A stylesheet as it goes into the head. An inline one from the build keeps an inert link to its
 * file: Vite's loader, asked for a block chunk's stylesheet, looks for a link to it and would
 * otherwise fetch and apply it again before the chunk runs (a `disabled` link is never fetched).
 */
function stylesheetElements(sheet: PageStylesheet): string[] {
  const href = escapeHtml(sheet.href);
  if (!sheet.inline) return [`<link rel="stylesheet" href="${href}" />`];
  return [
    `<style ${INLINE_SHEET_ATTRIBUTE}="${href}">${sheet.inline.text}</style>`,
    ...(sheet.href.startsWith('/assets/')
      ? [`<link rel="stylesheet" href="${href}" disabled />`]
      : []),
  ];
}

/**
 * A server-rendered page paints from its HTML and stylesheets alone: its scripts only hydrate it.
 * They are fetched at low priority so the stylesheets (and the first screen's images) go first;
 * at the browser's default (High) the entry's 117 KB competed with them for a slow link's
 * bandwidth, and Lighthouse's simulation counted every script that had arrived before the
 * observed first paint as holding it up (FCP 2.3-2.9 s against 1.2-1.3 s without them, issue 22).
 * A page the client draws needs its entry to paint at all: its priority stays.
 */
function lowPriorityScripts(template: string, serverRendered: boolean): string {
  if (!serverRendered) return template;
  return template.replace(TEMPLATE_SCRIPT, (opening) => `${opening} fetchpriority="low"`);
}

/**
 * The template with no whitespace between its tags, except inside inline scripts (Vite's dev
 * server puts its preamble in one), whose text is code and may be hashed by the CSP.
 */
function withoutSpaceBetweenTags(template: string): string {
  return template
    .split(/(<script\b[^>]*>[\s\S]*?<\/script>)/i)
    .map((part, index) =>
      index % 2 === 1
        ? part
        : part.replace(/>\s+</g, '><').replace(/>\s+$/, '>').replace(/^\s+</, '<'),
    )
    .join('');
}

/** The page's meta tags as the runtime writes them (documentMeta.ts), so it replaces them later. */
function metaTags(tags: readonly { name: string; content: string }[]): string[] {
  const byName = new Map<string, string>();
  for (const tag of tags) if (tag.name) byName.set(tag.name, tag.content);
  return [...byName].map(([name, content]) => {
    const attribute = name.startsWith('og:') ? 'property' : 'name';
    return `<meta ${attribute}="${escapeHtml(name)}" content="${escapeHtml(content)}" ${MANAGED_META_ATTRIBUTE} />`;
  });
}

/** The page for a host that is no storefront: plain, self-contained, no script. */
export function storefrontNotFoundHtml(host: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Storefront Not Found</title></head>
<body><main><h1>Storefront Not Found</h1><p>No storefront is configured for ${escapeHtml(host)}.</p></main></body></html>`;
}

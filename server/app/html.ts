import { BOOT_ELEMENT_ID, type BootConfig } from '../../schemas/boot';
import { EARLY_INPUT_SCRIPT } from '../../schemas/earlyInputScript';
import { PRESSABLE_STYLE_ELEMENT } from './libraryStyleElements';
import {
  HYDRATION_SCRIPTS_ELEMENT_ID,
  HYDRATION_SCRIPTS_LOADER,
  type HydrationScripts,
} from './hydrationScripts';
import {
  CANONICAL_FOR_ATTRIBUTE,
  CUSTOM_CSS_ATTRIBUTE,
  FIRST_PAGE_ATTRIBUTE,
  FIRST_PAGE_ELEMENT_ID,
  MANAGED_META_ATTRIBUTE,
  type FirstPageResult,
} from '../../schemas/firstPage';

const HEAD_SLOT = '<!--blockfront-head-->';
const EMPTY_ROOT = '<div id="root"></div>';
/** The stylesheet links Vite writes into the built index.html's head (the entry's CSS). */
const TEMPLATE_STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
/** The entry's script, as Vite writes it into index.html (an inline one, the dev preamble, stays). */
const TEMPLATE_MODULE_SCRIPT =
  /[ \t]*<script type="module"[^>]*\ssrc="([^"]+)"[^>]*><\/script>\n?/g;
/** The entry's static imports' preloads, as Vite writes them into index.html. */
const TEMPLATE_MODULE_PRELOAD = /[ \t]*<link rel="modulepreload"[^>]*\shref="([^"]+)"[^>]*>\n?/g;

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
 * A stylesheet's text as it goes into a `<style>` element: `<` (legal only inside CSS strings,
 * where `\3c ` means the same) is escaped so the text can never close the element. The CSP hashes
 * exactly this text.
 */
export function styleElementText(css: string): string {
  return css.replace(/</g, '\\3c ');
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
): string {
  if (!template.includes(HEAD_SLOT)) throw new Error(`index.html lacks the ${HEAD_SLOT} slot`);
  if (firstPage && !template.includes(EMPTY_ROOT)) {
    throw new Error(`index.html lacks the empty ${EMPTY_ROOT}`);
  }
  const title = firstPage?.head.title || boot.domain.storefrontName;
  // Every stylesheet goes first in the head, in its cascade order (the blocks', the entry's
  // from the built template, the theme's so its custom properties override the base ones, then
  // the blocks' customCSS): the first paint waits for them, and over HTTP/1.1 the browser's six
  // connections to the server are otherwise taken by the script preloads listed before them (a
  // 250-block page's stylesheets arrived 250-350 ms after its HTML, behind 28 scripts: issue 22).
  const builtSheets: string[] = [];
  const withoutSheets = template.replace(TEMPLATE_STYLESHEET, (link) => {
    builtSheets.push(link.trim());
    return '';
  });
  // A server-rendered page's scripts are added once it has painted (hydrationScripts.ts); a page
  // the client draws needs its entry to paint at all: its scripts stay as Vite wrote them.
  const scripts: HydrationScripts = { modules: [], modulePreloads: [], preloads: [] };
  const templateWithoutSheets = firstPage
    ? withoutSheets
        .replace(TEMPLATE_MODULE_SCRIPT, (_tag, src: string) => {
          scripts.modules.push(src);
          return '';
        })
        .replace(TEMPLATE_MODULE_PRELOAD, (_tag, href: string) => {
          scripts.modulePreloads.push(href);
          return '';
        })
    : withoutSheets;
  scripts.preloads = modulePreloads.filter((href) => !href.endsWith('.css'));
  const customCss = (firstPage?.customCss ?? []).map(
    (sheet) =>
      `<style ${CUSTOM_CSS_ATTRIBUTE}="${escapeHtml(sheet.blockId)}">${styleElementText(sheet.css)}</style>`,
  );
  const stylesheets = [
    // First, where React Aria would prepend it once the page hydrates (libraryStyleElements.ts).
    ...(firstPage ? [PRESSABLE_STYLE_ELEMENT] : []),
    // Their stylesheets are linked, not preloaded: the server's markup needs them to paint in
    // place (Vite's loader then finds the link and does not add it twice).
    ...modulePreloads
      .filter((href) => href.endsWith('.css'))
      .map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}" />`),
    ...builtSheets,
    `<link rel="stylesheet" href="${escapeHtml(boot.themeHref)}" />`,
    ...customCss,
  ];
  const head = [
    // Before any stylesheet, so it neither waits for them nor holds the parser: the server's forms
    // must not submit the browser's way before the client takes them (earlyInputScript.ts).
    ...(firstPage ? [`<script>${EARLY_INPUT_SCRIPT}</script>`] : []),
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
    `<script type="application/json" id="${BOOT_ELEMENT_ID}">${jsonForScript(boot)}</script>`,
  ].join('\n    ');
  const html = templateWithoutSheets
    .replace(/<title>[^<]*<\/title>/, '')
    .replace(HEAD_SLOT, () => head);
  if (!firstPage) return html;
  const root =
    `<div id="root" ${FIRST_PAGE_ATTRIBUTE}>${firstPage.html}</div>\n    ` +
    `<script type="application/json" id="${FIRST_PAGE_ELEMENT_ID}">${jsonForScript(firstPage.payload)}</script>\n    ` +
    `<script type="application/json" id="${HYDRATION_SCRIPTS_ELEMENT_ID}">${jsonForScript(scripts)}</script>\n    ` +
    `<script>${HYDRATION_SCRIPTS_LOADER}</script>`;
  // A function, so `$` sequences in the markup are never read as replacement patterns.
  return html.replace(EMPTY_ROOT, () => root);
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

import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptHash } from './cspHash';
import { styleElementText } from './styleElementText';

/**
 * A guest page's stylesheets travel inside its HTML (issue 22; a signed-in visitor's are linked,
 * createApp.ts): the first paint then waits for the document alone, not for a second round trip
 * to fetch three stylesheets. Over a slow mobile link that round trip held every first paint; on
 * a busy server the 250-block page's stylesheets arrived 100-350 ms after its HTML and its
 * blocks, parsed long before, waited for them. What it costs: about 9.6 KB (brotli) more per
 * full page load, and the sheets are not cached apart from the HTML; later pages come by the
 * client's navigation, which fetches no HTML. The same trade as Next.js's `inlineCss`
 * (docs/decisions.md).
 */
export interface InlineStylesheet {
  /** The element's text as sent (styleElementText): what the CSP hashes. */
  text: string;
  /** Its CSP hash source. */
  hash: string;
}

/** One stylesheet of a page, in cascade order: sent inline when its text is known, else linked. */
export interface PageStylesheet {
  href: string;
  inline: InlineStylesheet | null;
}

/** A built stylesheet's text by its path (`/assets/…css`), or null when it is not one. */
export type BuiltStylesheets = (href: string) => InlineStylesheet | null;

const BUILT_SHEET = /^\/assets\/[A-Za-z0-9_.-]+\.css$/;

export function inlineStylesheet(css: string): InlineStylesheet {
  const text = styleElementText(css);
  return { text, hash: scriptHash(text) };
}

/**
 * The client build's stylesheets, each read once on first use: hashed names never change their
 * content, so nothing is re-read. Null without a build (dev mode: Vite serves the sheets).
 */
export function readBuiltStylesheets(clientDir: string): BuiltStylesheets | null {
  if (!existsSync(path.join(clientDir, 'assets'))) return null;
  const read = new Map<string, InlineStylesheet | null>();
  return (href) => {
    if (!BUILT_SHEET.test(href)) return null;
    let sheet = read.get(href);
    if (sheet === undefined) {
      const file = path.join(clientDir, href);
      sheet = existsSync(file) ? inlineStylesheet(readFileSync(file, 'utf8')) : null;
      read.set(href, sheet);
    }
    return sheet;
  };
}

/** The stylesheet links Vite writes into the built index.html's head (the entry's CSS). */
export const TEMPLATE_STYLESHEET = /[ \t]*<link rel="stylesheet"[^>]*>\n?/g;
const HREF = /\shref="([^"]+)"/;

/**
 * A page's stylesheets in cascade order: its blocks' (from their chunks), the entry's (from the
 * built template), then the theme's, so its custom properties override the base ones. (The blocks'
 * customCSS comes after all of them: html.ts.)
 */
export function pageStylesheets(parts: {
  template: string;
  blockSheets: readonly string[];
  themeHref: string;
  built: BuiltStylesheets | null;
  themeCss: string | null;
}): PageStylesheet[] {
  const templateSheets = [...parts.template.matchAll(TEMPLATE_STYLESHEET)]
    .map((match) => HREF.exec(match[0])?.[1])
    .filter((href): href is string => Boolean(href));
  const built = (href: string): PageStylesheet => ({
    href,
    inline: parts.built?.(href) ?? null,
  });
  return [
    ...parts.blockSheets.map(built),
    ...templateSheets.map(built),
    {
      href: parts.themeHref,
      inline: parts.themeCss === null ? null : inlineStylesheet(parts.themeCss),
    },
  ];
}

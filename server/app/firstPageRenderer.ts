import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FirstPageRequest, FirstPageResult, RenderFirstPage } from '../../schemas/firstPage';

/** How long a first page may take on the server before the client renders it instead. */
export const FIRST_PAGE_TIMEOUT_MS = 2500;

/** A page the client renders, but whose route ended in an HTTP error status (404, 500...). */
export interface ErrorStatusPage {
  kind: 'status';
  status: number;
}

/**
 * A page the server meant to render but could not (it threw or ran out of time): the client
 * renders it, and the answer is not kept for other visitors, who may get the server's page.
 */
export interface FailedPage {
  kind: 'failed';
}

export type FirstPageRenderer = (
  request: Omit<FirstPageRequest, 'timeoutMs'>,
) => Promise<Extract<FirstPageResult, { kind: 'rendered' }> | ErrorStatusPage | FailedPage | null>;

/**
 * Loads the server render's bundle (dist/ssr, built by `vite build`) by path, so the server never
 * imports runtime/ or blocks/ sources. Null when there is no bundle (e.g. the dev server, which
 * renders on the client only): the pages are then the client-rendered HTML, as before.
 */
export async function loadFirstPageRenderer(
  entry: string | null,
  log: (line: string) => void = (line) => console.warn(line),
): Promise<FirstPageRenderer | null> {
  if (!entry || !existsSync(entry)) return null;
  const module = (await import(pathToFileURL(entry).href)) as { renderFirstPage?: unknown };
  if (typeof module.renderFirstPage !== 'function') {
    throw new Error(`${entry} does not export renderFirstPage: rebuild with \`npm run build\``);
  }
  return safeFirstPageRenderer(module.renderFirstPage as RenderFirstPage, log);
}

/**
 * Never a broken page: a render that throws or times out yields `failed`, so the server sends the
 * client-rendered HTML (with status 200); a page left to the client by design yields null; a
 * route that ended in an error status yields that status. Each distinct failure is logged once, so a broken page cannot flood the log.
 */
export function safeFirstPageRenderer(
  render: RenderFirstPage,
  log: (line: string) => void,
  timeoutMs: number = FIRST_PAGE_TIMEOUT_MS,
): FirstPageRenderer {
  const logged = new Set<string>();
  return async (request) => {
    try {
      const result = await render({ ...request, timeoutMs });
      if (result.kind === 'rendered') return result;
      return result.status ? { kind: 'status', status: result.status } : null;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      if (!logged.has(message)) {
        logged.add(message);
        log(`[server render] ${request.url}: ${message}; the client renders this page`);
      }
      return { kind: 'failed' };
    }
  };
}

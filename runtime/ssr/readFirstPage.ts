import type { DehydratedState } from '@tanstack/react-query';
import { restoreQueryData } from './sharedQueryData';
import type { StoredBlockData } from '../render/blockData';
import type { PageData } from '../app/pageLoader';
import { adoptServerVerdict } from '../render/serverVerdicts';
import { adoptServerSanitizedCss, type ServerSanitizedCss } from '../sandbox/serverSanitizedCss';
import { adoptServerCheckedScript } from '../sandbox/serverCheckedScripts';
import {
  FIRST_PAGE_ATTRIBUTE,
  FIRST_PAGE_ELEMENT_ID,
  type BrowserPageState,
  type RenderedViewer,
} from '../../schemas/firstPage';

/** A first page the server rendered into #root, with what the client needs to adopt it. */
export interface FirstPage {
  /** The page loader's result for the rendered URL: the router starts on it without loading. */
  page: PageData;
  queries: DehydratedState;
  /** The componentNames of the page's blocks, whose code must be loaded before hydrating. */
  blockNames: string[];
  /** The page's blocks as the loader data holds them (their custom code starts before hydrating). */
  blocks: StoredBlockData[];
  /**
   * Those of them with a block the server gave no verdict on (serverVerdicts.ts): their schemas
   * (validators) must be loaded before hydrating too. Usually none.
   */
  schemaNames: string[];
  /** The signed-in session the page was rendered for; null: a guest's page. */
  viewer: RenderedViewer | null;
  /** The browser's state the page was chosen by (the cart); absent: it did not depend on it. */
  pageState?: BrowserPageState;
  /** The time zone its times were rendered in (a signed-in visitor's); absent: UTC. */
  timeZone?: string;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The server's first page, or null when the HTML carries none (a page the client renders alone)
 * or its data block is unreadable (then the client renders, as it always could). The page data's
 * references to the query cache (sharedQueryData.ts) are resolved here.
 *
 * The data block is the element right after the container (server/app/html.ts writes it there),
 * never looked up by id: content inside the page (an element with the same id, which
 * `getElementById` would find first) cannot stand in for it.
 */
export function readFirstPage(container: HTMLElement): FirstPage | null {
  if (!container.hasAttribute(FIRST_PAGE_ATTRIBUTE)) return null;
  const data = container.nextElementSibling;
  if (
    !(data instanceof HTMLScriptElement) ||
    data.id !== FIRST_PAGE_ELEMENT_ID ||
    data.type !== 'application/json'
  ) {
    return null;
  }
  let payload: unknown;
  try {
    payload = JSON.parse(data.textContent ?? '');
  } catch {
    return null;
  }
  if (!isObject(payload) || !isObject(payload.router) || !isObject(payload.queries)) return null;
  if (!Array.isArray(payload.queries.queries) || !Array.isArray(payload.queries.mutations)) {
    return null;
  }
  if (!isObject(payload.router.loaderData)) return null;
  // A page rendered for a signed-in visitor names them; an unreadable name is an unreadable page.
  const viewer = payload.viewer == null ? null : viewerOf(payload.viewer);
  if (payload.viewer != null && !viewer) return null;
  const pageState = payload.pageState == null ? undefined : pageStateOf(payload.pageState);
  if (payload.pageState != null && !pageState) return null;
  const queries = payload.queries as unknown as DehydratedState;
  let loaderData: Record<string, unknown>;
  try {
    loaderData = restoreQueryData(payload.router.loaderData, queries);
  } catch {
    return null;
  }
  const page = loaderData.page;
  if (!isObject(page) || !Array.isArray(page.blocks)) return null;
  const validated = isObject(payload.validated) ? payload.validated : {};
  const sandboxCss = isObject(payload.sandboxCss) ? payload.sandboxCss : {};
  const runnableScripts = new Set<unknown>(
    Array.isArray(payload.runnableScripts) ? (payload.runnableScripts as unknown[]) : [],
  );
  const blockNames = new Set<string>();
  const schemaNames = new Set<string>();
  const blocks: StoredBlockData[] = [];
  for (const block of page.blocks as unknown[]) {
    if (!isObject(block) || typeof block.componentName !== 'string') continue;
    blockNames.add(block.componentName);
    blocks.push(block as unknown as StoredBlockData);
    const validatedAt =
      typeof block.blockId === 'string' && Object.hasOwn(validated, block.blockId)
        ? validated[block.blockId]
        : undefined;
    const sanitized =
      typeof block.blockId === 'string' && Object.hasOwn(sandboxCss, block.blockId)
        ? sanitizedCssOf(sandboxCss[block.blockId])
        : null;
    if (sanitized) adoptServerSanitizedCss(block as unknown as StoredBlockData, sanitized);
    if (runnableScripts.has(block.blockId) && typeof block.customJS === 'string') {
      adoptServerCheckedScript(block.customJS);
    }
    if (Number.isInteger(validatedAt) && (validatedAt as number) >= 1) {
      adoptServerVerdict(block as unknown as StoredBlockData, validatedAt as number);
    } else {
      schemaNames.add(block.componentName);
    }
  }
  return {
    page: page as unknown as PageData,
    queries,
    blockNames: [...blockNames],
    blocks,
    schemaNames: [...schemaNames],
    viewer,
    ...(pageState ? { pageState } : {}),
    ...(typeof payload.timeZone === 'string' ? { timeZone: payload.timeZone } : {}),
  };
}

/** The payload's page state when well formed, else null. */
function pageStateOf(value: unknown): BrowserPageState | null {
  if (!isObject(value) || typeof value.guidanceCompleted !== 'boolean') return null;
  if (typeof value.guestCart !== 'boolean') return null;
  const group = value.cartCatalogGroup;
  if (group !== null && typeof group !== 'string') return null;
  return {
    cartCatalogGroup: group,
    guidanceCompleted: value.guidanceCompleted,
    guestCart: value.guestCart,
  };
}

const VIEWER_TEXT_FIELDS = ['username', 'givenName', 'familyName', 'userType'] as const;
const VIEWER_ID_FIELDS = ['accountId', 'accountName', 'indirectBuyerId'] as const;

/** The payload's viewer when well formed, else null. */
function viewerOf(value: unknown): RenderedViewer | null {
  if (!isObject(value)) return null;
  if (!VIEWER_TEXT_FIELDS.every((field) => typeof value[field] === 'string')) return null;
  if (!VIEWER_ID_FIELDS.every((field) => value[field] === null || typeof value[field] === 'string'))
    return null;
  return value as unknown as RenderedViewer;
}

/** A block's server-sanitized customCSS when well formed, else null (the browser sanitizes it). */
function sanitizedCssOf(value: unknown): ServerSanitizedCss | null {
  if (!isObject(value) || typeof value.css !== 'string' || !Array.isArray(value.issues))
    return null;
  if (!value.issues.every((issue) => typeof issue === 'string')) return null;
  return { css: value.css, issues: value.issues as string[] };
}

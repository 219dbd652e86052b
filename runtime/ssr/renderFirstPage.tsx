import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { NavigationType, type Location } from 'react-router-dom';
import { dehydrate } from '@tanstack/react-query';
import { shareQueryData } from './sharedQueryData';
import { createStore, Provider as JotaiProvider } from 'jotai';
import {
  NO_BROWSER_PAGE_STATE,
  type FirstPageRequest,
  type FirstPageResult,
  type RenderFirstPage,
} from '../../schemas/firstPage';
import { createGatewayClient, type GatewayConnection } from '../gateway/index';
import { StorefrontRoutes } from '../app/StorefrontRoutes';
import { pageLoader } from '../app/pageLoader';
import { isRedirect } from '../app/routeFailure';
import { staticNavigator } from './staticNavigator';
import { GatewayProvider } from '../app/GatewayProvider';
import type { PageData } from '../app/pageLoader';
import type { Storefront } from '../app/StorefrontContext';
import { SessionController, SessionProvider } from '../session/index';
import { parseTemplateDetails } from '../storefront/templateDetails';
import { CART_CATEGORY, CHECKOUT_CATEGORY } from '../storefront/pageCategory';
import { CART_QUERY_KEY, cartQueryOptions } from '../domain/cart/cartStore';
import {
  notificationCountQueryOptions,
  notificationCountRequestFor,
} from '../domain/notifications/notificationCountQuery';
import { installServerHtmlSanitizer } from '../render/serverHtmlSanitizer';
import { firstPageQueryClient } from './firstPageQueryClient';
import { RenderedPageCache } from './renderedPageCache';
import { firstPageSkipReason } from './firstPageSkipReason';
import { canonicalUrl, PRODUCT_PAGE_TYPES } from '../storefront/canonicalUrl';
import { productHead, type ProductHead } from './productHead';
import { loadSignedInSession } from './signedInSession';
import { renderedViewerOf } from './renderedViewer';
import { viewerOfSession } from '../app/viewerOfSession';
import { blockVerdicts } from './blockVerdicts';
import { runnableScripts } from './runnableScripts';
import { defaultRegistry } from '../render/registry';
import { FirstPageReads, FirstPageReadsContext } from '../data/firstPageReads';
import { isTimeZone, RENDER_TIME_ZONE, RenderedTimeZoneContext } from '../state/timeZone';

const SIGN_IN_PAGE_TYPES: readonly string[] = ['login', 'changepassword'];

/**
 * What a finished, CSP-safe page never holds: a script (React's reveal scripts), a boundary left
 * pending, outlined or failed (`<!--$?-->`, `<!--$~-->`, `<!--$!-->`) or React's templates for
 * them (`<template id="B:0">`, `<template data-rxi ...>`...). A block's own `<template>` is
 * content (React Aria's ComboBox renders its collection in one on the server).
 */
const UNFINISHED_MARKUP = /<script\b|<!--\$[?~!]-->|<template (?:id=|data-r[cirsx]i=)/;

const skipped = (reason: string): FirstPageResult => ({ kind: 'skipped', reason });

/**
 * The share of the render's time limit its data blocks' reads may take together (FirstPageReads):
 * 1 s of the server's 2.5 s. What is not answered by then renders its loading state and is read
 * by the client, so a slow gateway costs the page its data, never the page.
 */
const BLOCK_READS_SHARE = 0.4;

let htmlSanitizer: Promise<void> | null = null;
const renderedPages = new RenderedPageCache();

/**
 * Rich text is sanitized on the server as in the browser (DOMPurify over jsdom's DOM), so it is
 * in the HTML. jsdom takes about 0.4 s to load: on the first render, not at the server's start.
 */
function installHtmlSanitizer(): Promise<void> {
  htmlSanitizer ??= import('./jsdomHtmlSanitizer').then(
    ({ jsdomHtmlSanitizer }) => installServerHtmlSanitizer(jsdomHtmlSanitizer()),
    (error: unknown) => {
      htmlSanitizer = null;
      throw error;
    },
  );
  return htmlSanitizer;
}

/**
 * Renders the first page of a guest's visit on the server (docs/decisions.md "First page rendered
 * on the server"): the same routes and loader as the client (StorefrontRoutes.tsx, pageLoader.ts), answered by the
 * in-process gateway, rendered with every block's code loaded so the HTML holds the blocks, not
 * their skeletons. Only the plain guest outcome of a template page renders here; redirects, the
 * login redirect, 404 and error outcomes are left to the client, which renders them as before.
 */
export const renderFirstPage: RenderFirstPage = async (request) => {
  const url = new URL(request.url);
  const reason = firstPageSkipReason(url);
  if (reason) return skipped(reason);
  await installHtmlSanitizer();
  const abort = new AbortController();
  const timer = setTimeout(
    () => abort.abort(new Error(`server render exceeded ${request.timeoutMs} ms`)),
    request.timeoutMs,
  );
  try {
    return await Promise.race([render(request, url, abort.signal), rejectOnAbort(abort.signal)]);
  } finally {
    clearTimeout(timer);
  }
};

async function render(
  request: FirstPageRequest,
  url: URL,
  signal: AbortSignal,
): Promise<FirstPageResult> {
  const { boot } = request;
  const viewer = request.viewer ?? null;
  const pageState = request.pageState ?? NO_BROWSER_PAGE_STATE;
  // A signed-in visitor's times in their zone; a guest's page (one for all guests) in UTC.
  const timeZone = viewer && isTimeZone(request.timeZone) ? request.timeZone : RENDER_TIME_ZONE;
  // Per request: the session atom and the query cache are this visitor's, never the process's.
  const store = createStore();
  const queryClient = firstPageQueryClient();
  let session: SessionController | null = null;
  const connection: GatewayConnection = {
    client: createGatewayClient(new URL(boot.gateway.url, url).toString(), boot.gateway.apiKey, {
      fetch: request.fetch,
      // A signed-in visitor's page asks the gateway as that visitor, as their browser would.
      ...(viewer ? { accessToken: () => viewer.accessToken } : {}),
    }),
    session: () => session!.gatewaySession(),
  };
  // The visitor's controller: no storage, never started; the header reads it as the client's
  // would. A guest's stays signed out; a signed-in visitor's gets the session loaded below.
  session = new SessionController({
    boot,
    connection,
    store,
    storage: null,
    tabStorage: null,
    loadAuth: () => Promise.reject(new Error('No sign-in during the server render')),
    navigate: () => undefined,
    leave: () => undefined,
    currentPath: () => `${url.pathname}${url.search}`,
  });
  const signedIn = viewer ? await loadSignedInSession(connection, store, viewer) : null;
  signal.throwIfAborted();
  const storefront: Storefront = {
    boot,
    templates: parseTemplateDetails(boot.metaItems ?? []),
    connection,
    queryClient,
    isLoggedIn: () => signedIn !== null,
    // Block visibility reads the user type from the session, as in the browser (an AWSGuest
    // member sees guest blocks).
    ...(signedIn ? { session } : {}),
    // Which cart template, and whether the guidance step comes first, as the browser's cookies
    // say (its storage is out of reach here); the client checks them before hydrating.
    pageState,
  };
  // A signed-in visitor's every page shows their cart's count in the header (useCartItemCount):
  // their cart is read as them beside the page's template, as the browser would read it (the
  // gateway picks the caller's active quote). Not while the browser holds a guest cart (its
  // cookie), which its first read makes the visitor's. A failed read draws no count; the browser
  // reads the cart itself.
  const readsSignedInCart = signedIn !== null && !pageState.guestCart;
  if (readsSignedInCart) {
    void queryClient.prefetchQuery({ ...cartQueryOptions(connection), retry: false });
  }
  // And the header's bell its unread count, read as them with the request the browser's bell
  // makes: drawn in the HTML, and not asked again while the page hydrates (its answer is fresh).
  const countRequest = signedIn ? notificationCountRequestFor(signedIn) : null;
  const countRead = countRequest ? notificationCountQueryOptions(connection, countRequest) : null;
  if (countRead) void queryClient.prefetchQuery({ ...countRead, retry: false });
  let page: PageData;
  try {
    page = await pageLoader(storefront)({ request: new Request(url, { signal }) });
  } catch (thrown) {
    signal.throwIfAborted();
    if (isRedirect(thrown)) return skipped(`the route answered ${thrown.status}`);
    // The error page is the client's to draw, but the answer carries its status (404, 500...).
    const status = thrown instanceof Response ? thrown.status : 500;
    return {
      ...skipped(`the route ended in status ${status}`),
      ...(status >= 400 ? { status } : {}),
    };
  }
  signal.throwIfAborted();
  // The cart, the checkout and the account area render too, with the visitor's data the server
  // can read as them (the signed-in cart, the data blocks' reads); what lives only in the
  // browser's storage (a guest cart to promote, drafts, payment hand-overs) in each block's
  // loading state until the browser asks for it. The sign-in pages of a signed-in visitor are the
  // client's: it sends them on (to the page they came from, or home) before drawing anything.
  if (signedIn && SIGN_IN_PAGE_TYPES.includes(page.template.pageType.toLowerCase())) {
    return skipped(`a signed-in visitor's ${page.template.pageType} page`);
  }
  // A guest's checkout shows a cart only the browser's storage names; an empty one goes to the
  // cart (checkoutPage.ts), which the server cannot tell for a guest.
  if (!signedIn && page.template.pageCategory === CHECKOUT_CATEGORY) {
    return skipped("a guest's checkout");
  }
  const pageChosenByState = page.template.pageCategory === CART_CATEGORY;
  // A signed-in visitor's cart and checkout show their cart's lines, and every page the count
  // (decisions: "The signed-in cart in the server's HTML").
  // A guest who holds no cart has an empty one, as the browser knows without asking
  // (loadActiveCart): drawn so, not as loading, so nothing moves when the browser agrees. The
  // payload's pageState makes the client hydrate it only then.
  if (pageChosenByState && !signedIn && !pageState.guestCart) {
    queryClient.setQueryData(CART_QUERY_KEY, null);
  }
  // customJS draws only in the browser (SandboxSlot mounts after the hydration): the page around
  // it is rendered here, and the client starts the sandboxes before hydrating (start.tsx), as its
  // route loader does for a page it renders alone.
  // The same page for every guest: rendered once per URL, boot data and template content. A
  // signed-in visitor's page is theirs alone: never kept, never taken from the guests' pages.
  const cacheKey = signedIn
    ? null
    : renderedPages.key({
        url: url.href,
        boot: request.boot,
        page,
        ...(pageChosenByState ? { pageState } : {}),
      });
  const cached = cacheKey ? renderedPages.get(cacheKey) : undefined;
  if (cached) return cached;
  const location: Location = {
    pathname: url.pathname,
    search: url.search,
    hash: '',
    state: null,
    key: 'default',
  };
  const errors: unknown[] = [];
  // A product page's canonical URL and structured data: read beside the render, not in its cache.
  const origin = request.origin ?? url.origin;
  const product: Promise<ProductHead | null> = PRODUCT_PAGE_TYPES.includes(
    page.template.pageType.toLowerCase(),
  )
    ? productHead(connection, new URL(`${url.pathname}${url.search}`, origin), signal).catch(
        () => null,
      )
    : Promise.resolve(null);
  // The data blocks' first answers, read as the visitor (the page's own query cache and gateway
  // client), within one time budget for the page.
  const reads = new FirstPageReads(queryClient, request.timeoutMs * BLOCK_READS_SHARE);
  // Within the same budget as the blocks' reads (started above; the checkout's loader read it
  // already): given up, the cart's blocks render their loading state and the browser reads it.
  if (readsSignedInCart) await reads.pending(cartQueryOptions(connection));
  if (countRead) await reads.pending(countRead);
  let prelude: ReadableStream<Uint8Array>;
  try {
    ({ prelude } = await prerender(
      <StrictMode>
        <JotaiProvider store={store}>
          <GatewayProvider connection={connection} queryClient={queryClient}>
            <FirstPageReadsContext.Provider value={reads}>
              <SessionProvider controller={session}>
                <RenderedTimeZoneContext.Provider value={timeZone}>
                  <StorefrontRoutes
                    storefront={storefront}
                    state={{ location, action: NavigationType.Pop, page, error: null }}
                    navigator={staticNavigator}
                    isStatic
                  />
                </RenderedTimeZoneContext.Provider>
              </SessionProvider>
            </FirstPageReadsContext.Provider>
          </GatewayProvider>
        </JotaiProvider>
      </StrictMode>,
      {
        signal,
        onError: (error) => void errors.push(error),
        // Every boundary inline, in place: React otherwise moves large ones out of line behind an
        // inline reveal script, which the strict CSP refuses (and no-JavaScript visitors never see).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      },
    ));
  } finally {
    reads.close();
  }
  signal.throwIfAborted();
  // Even one inside a block's Suspense: the client's render of the whole page beats HTML that asks
  // the client to finish a boundary (and reports it as a recoverable error).
  if (errors.length > 0) throw errors[0];
  const { hints, html } = splitResourceHints(await new Response(prelude).text());
  const unfinished = UNFINISHED_MARKUP.exec(html);
  if (unfinished) throw new Error(`the rendered page holds ${unfinished[0]}, not a finished page`);
  // What the HTML shows, and only that: a read given up renders its loading state there.
  const queries = dehydrate(queryClient, { shouldDehydrateQuery: reads.dehydrates });
  // The CSS parser loads with the first page that has customCSS, not with the server.
  const sanitizedCss = page.blocks.some((block) => block.customCSS?.trim())
    ? (await import('./pageCustomCss')).pageCustomCss(
        page.blocks,
        signedIn ? viewerOfSession(signedIn) : { isGuest: true },
      )
    : [];
  const customCss = sanitizedCss
    .filter((sheet) => sheet.css.trim())
    .map(({ blockId, css }) => ({ blockId, css }));
  // The blocks were validated for this render: the client need not download the validators.
  const validated = blockVerdicts(page.blocks, defaultRegistry);
  // And their scripts checked as the sandbox checks them: the client need not parse them again.
  const scripts = runnableScripts(page.blocks);
  const rendered: FirstPageResult = {
    kind: 'rendered',
    html,
    resourceHints: hints,
    payload: {
      router: {
        // The blocks are in the query cache already: written once (sharedQueryData.ts).
        loaderData: shareQueryData({ page }, queries),
      },
      queries,
      viewer: signedIn ? renderedViewerOf(signedIn) : null,
      validated,
      // The cart page was chosen by the browser's state (its catalogue group's template, the
      // guidance step done): the client hydrates it only if its own storage says the same.
      // So was a page that shows the signed-in cart (its lines, or the header's count): the
      // browser's read of it would differ while the browser holds a guest cart the server was
      // not told of.
      ...(pageChosenByState || readsSignedInCart ? { pageState } : {}),
      ...(timeZone !== RENDER_TIME_ZONE ? { timeZone } : {}),
      // The shadow-root half of each block's customCSS, sanitized here as the page half was.
      ...(sanitizedCss.length > 0
        ? {
            sandboxCss: Object.fromEntries(
              sanitizedCss.map(({ blockId, shadowCss, issues }) => [
                blockId,
                { css: shadowCss, issues },
              ]),
            ),
          }
        : {}),
      ...(scripts.length > 0 ? { runnableScripts: scripts } : {}),
    },
    blockNames: [...new Set(page.blocks.map((block) => block.componentName))],
    schemaNames: [
      ...new Set(
        page.blocks
          .filter((block) => !Object.hasOwn(validated, block.blockId))
          .map((block) => block.componentName),
      ),
    ],
    customCss,
    head: {
      title: page.meta.title,
      metaTags: page.meta.metaTags,
      canonical: (await product)?.canonical ?? canonicalUrl(origin, url.pathname, url.search),
      canonicalFor: `${url.pathname}${url.search}`,
      structuredData: [(await product)?.jsonLd].filter((data): data is Record<string, unknown> =>
        Boolean(data),
      ),
    },
  };
  // A page whose block gave up its read is not reused: the next guest's render may answer it.
  if (cacheKey && !reads.gaveUpAny) renderedPages.set(cacheKey, rendered, reads.readAny);
  return rendered;
}

/**
 * React writes its resource hints (image preloads) before the markup when it does not render the
 * document's head; they belong in the head, not inside #root where the client hydrates.
 */
function splitResourceHints(markup: string): { hints: string; html: string } {
  const leading = /^(?:<link [^>]*\/?>)+/.exec(markup)?.[0] ?? '';
  return { hints: leading, html: markup.slice(leading.length) };
}

function rejectOnAbort(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot, type ErrorInfo } from 'react-dom/client';
import { hydrate as hydrateQueries } from '@tanstack/react-query';
import { UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router-dom';
import './app/base.css';
// The primitives' stylesheet also styles the `bf-button` and `bf-visually-hidden` classes blocks use.
import './ui/ui.css';
import { readBoot } from './storefront/boot';
import { parseTemplateDetails } from './storefront/templateDetails';
import { createGatewayClient, type GatewayConnection } from './gateway/index';
import { createStorefrontRouter } from './app/storefrontRouter';
import { pageLoader } from './app/pageLoader';
import { StorefrontRouterProvider } from './app/StorefrontRouterProvider';
import type { Storefront } from './app/StorefrontContext';
import { GatewayProvider } from './app/GatewayProvider';
import { createStorefrontQueryClient } from './app/createStorefrontQueryClient';
import { loadOrgModule, orgModuleUrl } from './integrators/orgModule';
import { getDefaultStore } from 'jotai';
import { amplifyAuthLoader, SessionController, SessionProvider } from './session/index';
import { installCart, type InstalledCart } from './domain/cart/cartStore';
import { resetAccountData } from './domain/accounts/accountsStore';
import { readFirstPage } from './ssr/readFirstPage';
import { AfterFirstCommit } from './ssr/AfterFirstCommit';
import { setHydratingFirstPage } from './ssr/hydratingFirstPage';
import { defaultRegistry, preloadBlocks } from './render/registry';
import { readDevMode } from './storefront/devMode';
import { syncSignedInCookie } from './ssr/signedInCookie';
import { syncSessionCookie } from './ssr/sessionCookieSync';
import { renderedViewerOf, sameViewer } from './ssr/renderedViewer';
import { ownPageState, samePageState, syncPageStateCookies } from './ssr/pageState';
import { HYDRATED_ATTRIBUTE } from '../schemas/firstPage';
import { prewarmSandbox } from './sandbox/prewarmSandbox';
import { DEFAULT_LOCALE } from './session/locale';
import { warmUpIntl } from './state/warmUpIntl';
import { dropEarlyInput, holdEarlyInput } from './ssr/earlyInput';
import {
  isTimeZone,
  RENDER_TIME_ZONE,
  RenderedTimeZoneContext,
  syncTimeZoneCookie,
} from './state/timeZone';

/** Hydration problems are bugs: loud in the console (browser tests fail on them), never silent. */
function reportHydrationError(error: unknown, info: ErrorInfo): void {
  // React wraps what went wrong (its production messages are only numbers): log the cause too.
  const cause = error instanceof Error ? error.cause : undefined;
  console.error('[hydration] recoverable error:', error, cause ?? '', info.componentStack ?? '');
}

/** Starts the storefront on this page; blocks must be registered before. */
export function startStorefront(
  container: HTMLElement | null = document.getElementById('root'),
): void {
  if (!container) throw new Error('startStorefront: no #root element on the page');
  const boot = readBoot();
  const firstPage = readFirstPage(container);
  const queryClient = createStorefrontQueryClient();
  // Every call reads the session when it is sent, so a sign-in applies to the very next call.
  let session: SessionController | null = null;
  let cart: InstalledCart | null = null;
  const connection: GatewayConnection = {
    client: createGatewayClient(boot.gateway.url, boot.gateway.apiKey, {
      accessToken: () => session?.gatewaySession().accessToken ?? null,
    }),
    session: () => {
      if (!session) throw new Error('startStorefront: the session is not ready');
      return session.gatewaySession();
    },
  };
  session = new SessionController({
    boot,
    connection,
    store: getDefaultStore(),
    // Amplify is a separate chunk loaded on the first identity action, never for a guest's page.
    loadAuth: amplifyAuthLoader(boot),
    onContextChanged: () => {
      // Every read of the old user or account is dropped and fetched again (no stale data); then
      // the cart follows the user and account (sign-in promotes a guest cart, sign-out resets).
      void resetAccountData(queryClient).then(() => cart?.reload());
      // Signed in: the server renders this visitor's next pages in their zone (timeZone.ts).
      if (session?.isLoggedIn()) syncTimeZoneCookie();
    },
  });
  // The server renders a guest's page, or a signed-in visitor's when the session cookie told it
  // who it is, without dev mode. Only when the session this browser holds (local storage) shows
  // what the server rendered with is its markup what this client would render, so only then is it
  // hydrated. Otherwise (signed out here meanwhile, another user or account) React replaces it,
  // exactly as a client-only page renders.
  // The same holds for a page the browser's state chose (the cart's template, the guidance step).
  const storefrontId = boot.domain.storefrontId;
  const hydrate =
    firstPage &&
    !readDevMode(window.location.search) &&
    sameViewer(firstPage.viewer, renderedViewerOf(session.state())) &&
    samePageState(firstPage.pageState, ownPageState(storefrontId));
  // The cookies only tell the server's next render of a page about this browser: in tasks of
  // their own after this one while hydrating (each write is a call into the browser; issue 22's
  // start task), at once otherwise. While hydrating, the locale data every price and date of the
  // hydration needs is loaded before it, in tasks of its own (warmUpIntl).
  const syncCookies = () => {
    syncPageStateCookies(storefrontId);
    syncSignedInCookie(getDefaultStore());
    syncSessionCookie(getDefaultStore(), boot.session ?? null);
  };
  // The zone only for a signed-in visitor, whose pages the server renders in it (a guest's page
  // is one for all guests, in UTC): a guest's page that formats no date need not load the time
  // zone data (a long task of its own at Lighthouse's 4x slowdown, issue 22). Signing in writes it
  // then (onContextChanged).
  if (session.isLoggedIn()) setTimeout(syncTimeZoneCookie, 0);
  if (hydrate) {
    warmUpIntl(session.state().profile?.locale ?? DEFAULT_LOCALE);
    setTimeout(syncCookies, 0);
  } else syncCookies();
  const storefront: Storefront = {
    boot,
    templates: parseTemplateDetails(boot.metaItems ?? []),
    connection,
    queryClient,
    isLoggedIn: () => session.isLoggedIn(),
    session,
  };
  // The add-to-cart handler and the badge's first count, on every page (the cart is not a block's).
  const startCart = (loadNow = true) =>
    (cart ??= installCart(connection, queryClient, { loadNow }));
  // The organisation's integrator module is never awaited: built-in blocks render at once, its
  // blocks mount when they register. Hydrating, it waits for the commit; blocks hydrated in slices
  // read the registry as the server rendered with it (getAsRendered).
  const startOrgModule = () => void loadOrgModule(orgModuleUrl(boot.domain));
  const afterCommit = () => {
    if (!hydrate) return;
    setHydratingFirstPage(false);
    // Its value is the commit's time (ms since navigation start), for the benchmark.
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, performance.now().toFixed(1));
    // After the commit's task, the hydration's one task that cannot yield (issue 22): the cart's
    // first load, held until the server's markup is adopted (installCart), and the organisation's
    // module.
    setTimeout(() => {
      cart?.load();
      startOrgModule();
    }, 0);
    // The page's customJS starts once the page is adopted: its sandboxes draw only after the
    // hydration anyway (SandboxSlot), and the sandbox frame is a process of its own whose start
    // (with its runtimes and workers) competed with the hydration for the machine's cores: the
    // checkout's Lighthouse TBT, median of 10, 97 -> 68 ms; the 20-sandbox bench's sandboxes draw
    // about 40 ms later (docs/benchmarks.md, session 15). Not for customCSS alone, which the
    // server's <style> elements already apply.
    if (firstPage.blocks.some((block) => Boolean(block.customJS?.trim()))) {
      setTimeout(() => prewarmSandbox(firstPage.blocks), 0);
    }
    // The schemas the server's verdicts spared the hydration are not loaded after it either: a
    // client navigation that keeps these blocks (a catalogue filter's address change) keeps their
    // verdicts and waits for no validator (pageLoader.ts), and one that brings new blocks loads
    // theirs with their code.
  };
  // Hydrating, the server's page is the first location's: nothing loads before it is adopted.
  // The browser history's creation (it writes the entry's state) and the server's query data
  // go in a task after the start's (issue 22), while hydrating.
  const appOfRouter = () => {
    if (hydrate) hydrateQueries(queryClient, firstPage.queries);
    const router = createStorefrontRouter(
      pageLoader(storefront),
      createBrowserHistory(),
      hydrate ? firstPage.page : undefined,
    );
    session.navigate = (path) => router.navigate(path, { replace: true });
    session.start();
    return (
      <StrictMode>
        <AfterFirstCommit onCommit={afterCommit}>
          <GatewayProvider connection={connection} queryClient={queryClient}>
            <SessionProvider controller={session}>
              {/* The zone the server rendered times in, while they hydrate (useTimeZone). */}
              <RenderedTimeZoneContext.Provider
                value={
                  hydrate && isTimeZone(firstPage.timeZone) ? firstPage.timeZone : RENDER_TIME_ZONE
                }
              >
                <StorefrontRouterProvider router={router} storefront={storefront} />
              </RenderedTimeZoneContext.Provider>
            </SessionProvider>
          </GatewayProvider>
        </AfterFirstCommit>
      </StrictMode>
    );
  };
  if (!hydrate) {
    // The server's markup (and what was typed into it) is replaced: nothing to replay into.
    dropEarlyInput();
    const app = appOfRouter();
    startOrgModule();
    startCart();
    createRoot(container).render(app);
    return;
  }
  // Every block's code first: the server rendered them all, and a block still loading would
  // render its skeleton, not the server's markup. Their schemas only for blocks the server gave
  // no verdict on (usually none: runtime/render/serverVerdicts.ts). The cart's handler is installed
  // just before, so a click React replays after hydrating finds it; its first load waits for the
  // commit (afterCommit), so the cart's blocks hydrate their loading state as the server drew it.
  setHydratingFirstPage(true, firstPage.queries);
  defaultRegistry.markHydrationStart();
  // Each in a task of its own after the start's: the app (its router and the server's query
  // data), then the blocks' loads (Vite's preload helper looking up each chunk's link was about
  // 30 ms at Lighthouse's 4x slowdown; issue 22); the chunks themselves are already on their way
  // (their preloads in the server's head, html.ts).
  const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
  const ready = nextTask()
    .then(appOfRouter)
    .then(async (app) => {
      await nextTask();
      await preloadBlocks(firstPage.blockNames, { schemaNames: firstPage.schemaNames });
      return app;
    });
  void ready.then((app) => {
    startCart(false);
    // For the benchmark (scripts/bench/pageRender.ts): where the hydration's tasks begin.
    performance.mark('bf-hydration-start');
    // As a transition, React hydrates in slices of a few milliseconds and yields between them,
    // so a long page never blocks the main thread in one task (Lighthouse's TBT, a visitor's
    // first tap); a click on a part not hydrated yet hydrates that part first.
    // From here React answers every event itself (an event hydrates at once what it reaches);
    // what the visitor did before goes into each block as it hydrates (ReplayEarlyInput).
    holdEarlyInput();
    startTransition(() => {
      hydrateRoot(container, app, { onRecoverableError: reportHydrationError });
    });
  });
}

import {
  NavigationType,
  parsePath,
  type Location,
  type Navigator,
  type To,
  type UNSAFE_createBrowserHistory,
} from 'react-router-dom';
import type { PageData } from './pageLoader';
import { isRedirect, routeFailureOf, type RouteFailure } from './routeFailure';

/** react-router's history (browser or memory), whose type it does not export by name. */
export type History = ReturnType<typeof UNSAFE_createBrowserHistory>;

/** The page loader the router runs for every location (pageLoader.ts); it throws its redirects. */
export type PageLoader = (args: { request: Request }) => Promise<PageData>;

/** What the storefront shows: the committed location and its page, or the error in its place. */
export interface RouterState {
  location: Location;
  action: NavigationType;
  /** False until the first location's page is loaded (nothing renders before). */
  initialized: boolean;
  page: PageData | null;
  error: RouteFailure | null;
}

export interface StorefrontRouter {
  readonly state: RouterState;
  /** For react-router's `<Router>`: what `useNavigate`, `<Link>` and `useSearchParams` call. */
  readonly navigator: Navigator;
  navigate(to: To, options?: { replace?: boolean; state?: unknown }): void;
  /** A state committed while nobody listened is given to the first listener at once. */
  subscribe(listener: (state: RouterState) => void): () => void;
  dispose(): void;
}

/** react-router's rule: a change of the hash alone loads nothing (same path and search). */
function isHashChangeOnly(from: Location, to: Location): boolean {
  if (from.pathname !== to.pathname || from.search !== to.search) return false;
  return from.hash === '' ? to.hash !== '' : from.hash === to.hash || to.hash !== '';
}

/** A URL with a scheme, or protocol-relative (`//host/path`). */
const ABSOLUTE_URL = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

const randomKey = () => Math.random().toString(36).substring(2, 10);

/**
 * The storefront's router (docs/decisions.md, session 12 "Our own page router"): react-router's
 * history and `<Router>` contexts (so blocks keep `useNavigate`, `useLocation`,
 * `useSearchParams` and `<Link>`), with the page loader run here instead of by its data router,
 * whose loader, action, fetcher and hydration machinery the storefront never used. It keeps the
 * data router's behaviour: a navigation shows the old page until the new one is loaded, then
 * writes the history entry; Back and Forward load the page they land on; the latest navigation
 * wins; a redirect the loader throws replaces or pushes as react-router's did (`replace()`
 * replaces, `redirect()` pushes unless the navigation replaced); a thrown Response becomes the
 * error page of its status, anything else a 500.
 */
export function createStorefrontRouter(
  loadPage: PageLoader,
  history: History,
  initialPage?: PageData,
): StorefrontRouter {
  let state: RouterState = {
    location: history.location,
    action: NavigationType.Pop,
    initialized: initialPage !== undefined,
    page: initialPage ?? null,
    error: null,
  };
  const listeners = new Set<(state: RouterState) => void>();
  let pending: AbortController | null = null;
  let unseen = false;

  function commit(action: NavigationType, location: Location, next: Partial<RouterState>): void {
    if (action === NavigationType.Push) history.push(location, location.state);
    else if (action === NavigationType.Replace) history.replace(location, location.state);
    state = { ...state, ...next, location, action, initialized: true };
    unseen = listeners.size === 0;
    for (const listener of [...listeners]) listener(state);
  }

  function redirect(response: Response, replace: boolean | undefined): void {
    const target = response.headers.get('Location') ?? '';
    const replaced = replace === true || response.headers.has('X-Remix-Replace');
    let path = target;
    if (ABSOLUTE_URL.test(target)) {
      const url = new URL(target, window.location.href);
      // Another origin is a document load, as react-router's redirects were.
      if (url.origin !== window.location.origin) {
        if (replaced) window.location.replace(url.href);
        else window.location.assign(url.href);
        return;
      }
      path = `${url.pathname}${url.search}${url.hash}`;
    }
    void start(
      replaced ? NavigationType.Replace : NavigationType.Push,
      locationOf(path, { _isRedirect: true }),
    );
  }

  function locationOf(to: To, locationState: unknown): Location {
    const path = typeof to === 'string' ? parsePath(to) : to;
    const location: Location = {
      pathname: path.pathname ?? state.location.pathname,
      search: path.search ?? '',
      hash: path.hash ?? '',
      state: locationState ?? null,
      key: randomKey(),
    };
    return { ...location, ...history.encodeLocation(location) };
  }

  async function start(action: NavigationType, location: Location, replace?: boolean) {
    pending?.abort();
    pending = null;
    if (state.initialized && isHashChangeOnly(state.location, location)) {
      commit(action, location, {});
      return;
    }
    const controller = new AbortController();
    pending = controller;
    // The request's URL without the hash, as react-router's loaders got it.
    const request = new Request(history.createURL({ ...location, hash: '' }), {
      signal: controller.signal,
    });
    let next: Partial<RouterState>;
    try {
      next = { page: await loadPage({ request }), error: null };
    } catch (thrown) {
      if (controller.signal.aborted) return;
      if (isRedirect(thrown)) {
        pending = null;
        redirect(thrown, replace);
        return;
      }
      next = { page: null, error: await routeFailureOf(thrown) };
    }
    if (controller.signal.aborted) return;
    pending = null;
    commit(action, location, next);
  }

  function navigate(to: To, options: { replace?: boolean; state?: unknown } = {}): void {
    const location = locationOf(to, options.state);
    if (
      new URL(history.createHref(location), window.location.href).origin !== window.location.origin
    )
      throw new Error('External navigation is not allowed');
    void start(
      options.replace ? NavigationType.Replace : NavigationType.Push,
      location,
      options.replace,
    );
  }

  const unlisten = history.listen(({ action, location }) => void start(action, location));
  if (!state.initialized) void start(NavigationType.Pop, state.location);

  return {
    get state() {
      return state;
    },
    navigator: {
      createHref: (to) => history.createHref(to),
      createURL: (to) => history.createURL(to),
      encodeLocation: (to) => history.encodeLocation(to),
      go: (delta) => history.go(delta),
      push: (to, locationState?: unknown) => navigate(to, { state: locationState }),
      replace: (to, locationState?: unknown) =>
        navigate(to, { replace: true, state: locationState }),
    },
    navigate,
    subscribe(listener) {
      listeners.add(listener);
      if (unseen) {
        unseen = false;
        listener(state);
      }
      return () => listeners.delete(listener);
    },
    dispose() {
      unlisten();
      pending?.abort();
      listeners.clear();
    },
  };
}

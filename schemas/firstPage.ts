/**
 * The contract between the server and the server-side render of the first page (DESIGN.md
 * section 2; docs/decisions.md "First page rendered on the server"). The render is a Vite SSR
 * bundle of the runtime and the blocks (dist/ssr); the server loads it by path and never imports
 * runtime/ or blocks/ sources, so the types both sides share live here beside the boot data.
 */
import type { BootConfig } from './boot';

/** The id of the JSON data block (never executed, so the strict CSP allows it) the client reads. */
export const FIRST_PAGE_ELEMENT_ID = 'blockfront-first-page';

/** The attribute the server's markup root carries, so the client knows there is markup to adopt. */
export const FIRST_PAGE_ATTRIBUTE = 'data-first-page';

/**
 * A cookie (no secret: only "this browser holds a session") the client keeps in step with its
 * session, because the session itself lives in local storage where the server cannot see it. The
 * server renders a guest's page only, so with this cookie it leaves the page to the client and a
 * signed-in visitor never sees guest markup first.
 */
export const SIGNED_IN_COOKIE = 'bf-signed-in';

/**
 * Where the client hands its access token to the page server (POST, bearer token) after sign-in
 * and every refresh, and drops it (DELETE) at sign-out and expiry: the server keeps it in an
 * HttpOnly cookie and renders the signed-in visitor's first page with it (issue 22).
 */
export const SESSION_PATH = '/session';

/**
 * Set on <html> once the client has hydrated the server's page (tests wait for it), with the
 * commit's time in ms since navigation start as its value (the benchmark reads it).
 */
export const HYDRATED_ATTRIBUTE = 'data-bf-hydrated';

/**
 * Marks a server-sent `<style>` element with a block's customCSS (the blockId is its value); the
 * block's sandbox removes it once it has applied the same rules itself.
 */
export const CUSTOM_CSS_ATTRIBUTE = 'data-bf-custom-css';

/**
 * Copies, in cookies the client keeps in step, of what the browser holds and a page's choice
 * depends on (runtime/ssr/pageStateCookies.ts): the active cart's catalogue group (local storage;
 * /cart renders that group's cart template) and whether this visit has seen the guidance step
 * before the cart (session storage; a signed-in visitor's /cart goes to /guidance until then), and
 * whether it holds a guest's cart at all (local storage; without one a guest's cart is empty).
 * No secret and nothing trusted: they only pick which page the server renders, and the client
 * hydrates it only when its own storage says the same (`FirstPagePayload.pageState`).
 */
export const CART_GROUP_COOKIE = 'bf-cart-group';
export const GUIDANCE_COOKIE = 'bf-guidance';
/** Set while the browser holds a guest's cart (its quote id, local storage). */
export const GUEST_CART_COOKIE = 'bf-guest-cart';

/**
 * The browser's time zone (an IANA name), kept in step by the client (runtime/state/timeZone.ts):
 * a signed-in visitor's page shows its times in it from the server's render on. A guest's page is
 * the same for every guest (cached), so it is rendered in UTC and the client re-renders its times
 * in the browser's zone right after hydrating.
 */
export const TIME_ZONE_COOKIE = 'bf-tz';

/** The browser's state a page's choice depends on, as the cookies above carry it. */
export interface BrowserPageState {
  /** The active cart's catalogue group; null: none known. */
  cartCatalogGroup: string | null;
  /** Whether the guidance step before the cart is done in this visit. */
  guidanceCompleted: boolean;
  /** Whether a guest's cart (quote id) is stored; without one a guest's cart is empty. */
  guestCart: boolean;
}

/** A browser that sent none of the cookies: no cart group, guidance not done, no guest cart. */
export const NO_BROWSER_PAGE_STATE: BrowserPageState = {
  cartCatalogGroup: null,
  guidanceCompleted: false,
  guestCart: false,
};

/** What the server hands the render: everything it already knows about the request. */
export interface FirstPageRequest {
  /** The absolute URL the browser asked for. */
  url: string;
  /**
   * The storefront's own origin as the server sees it (behind a trusted proxy, the public one):
   * canonical URLs and structured data name it. The URL's origin when absent.
   */
  origin?: string;
  /** The boot data the HTML carries (domain details, meta items, gateway), exactly as inlined. */
  boot: BootConfig;
  /** Reaches the gateway: the in-process one, so the render costs no network hop. */
  fetch: typeof fetch;
  /** Past this the render gives up and the page is rendered by the client as before. */
  timeoutMs: number;
  /**
   * The signed-in visitor, as the server verified the session cookie's token; absent: a guest.
   * The render asks the gateway as this caller (the token as its bearer token), so the gateway
   * decides the data, exactly as for the browser.
   */
  viewer?: FirstPageViewer | null;
  /** The browser's state from its cookies (CART_GROUP_COOKIE, GUIDANCE_COOKIE); absent: none. */
  pageState?: BrowserPageState;
  /** The signed-in visitor's time zone (TIME_ZONE_COOKIE), checked; absent: UTC. */
  timeZone?: string;
}

/** A signed-in visitor the server verified (server/app/session). */
export interface FirstPageViewer {
  accessToken: string;
  /** When the token expires (epoch ms). */
  expiresAt: number;
  username: string;
  /** The first group of the verified user (spec 000 section 4). */
  userType: string;
  /** The account the visitor chose to work in, else their own; null: none. */
  accountId: string | null;
}

/**
 * What of the session a page was rendered with (runtime/ssr/renderedViewer.ts): the client
 * hydrates the server's markup only when its own session shows the same, else it renders anew.
 */
export interface RenderedViewer {
  username: string;
  givenName: string;
  familyName: string;
  userType: string;
  accountId: string | null;
  accountName: string | null;
  indirectBuyerId: string | null;
}

/** What the client reads back to hydrate: the router's loader data and the query cache. */
export interface FirstPagePayload {
  /**
   * The router's loader data of the rendered URL, `{ loaderData: { page } }` (the page loader's
   * result); what the query cache also holds is a reference to it (runtime/ssr/sharedQueryData.ts).
   */
  router: unknown;
  /** TanStack Query's dehydrated cache (the template's blocks). */
  queries: unknown;
  /** The session the page was rendered for; absent or null: a guest's page. */
  viewer?: RenderedViewer | null;
  /**
   * The server's verdicts on the page's blocks: blockId -> the schema version at which the
   * block's stored data passed its block's and the layout's validators (runtime/ssr/
   * blockVerdicts.ts). The client takes them instead of downloading those validators; a block
   * not named here is validated in the browser.
   */
  validated?: Record<string, number>;
  /**
   * On a page whose choice depended on the browser's state (the cart: its catalogue group's
   * template, the guidance step first), the state the server rendered it for: the client hydrates
   * only when its own storage says the same, else it renders the page it would have chosen.
   */
  pageState?: BrowserPageState;
  /**
   * The time zone the page's times were rendered in, when not UTC: the client hydrates with it
   * and re-renders them in the browser's own zone after, if that differs.
   */
  timeZone?: string;
  /**
   * blockId -> the shadow-root half of the block's customCSS as the server sanitized it (its page
   * half is in the head's `<style>` elements), and what was dropped: the client's sandbox takes
   * them instead of sanitizing again (runtime/sandbox/serverSanitizedCss.ts).
   */
  sandboxCss?: Record<string, { css: string; issues: string[] }>;
  /**
   * The blocks whose customJS the server found runnable (one whole program inside the sandbox
   * frame's wrapper): the client does not parse that code again
   * (runtime/sandbox/serverCheckedScripts.ts). A block not named here is checked in the browser.
   */
  runnableScripts?: string[];
}

export type FirstPageResult =
  | {
      kind: 'rendered';
      /** The markup of #root. */
      html: string;
      /** React's resource hints (`<link rel="preload">` of images) for the head. */
      resourceHints: string;
      payload: FirstPagePayload;
      /** The componentNames of the page's blocks, whose code the client loads before hydrating. */
      blockNames: string[];
      /**
       * Those with a block the server gave no verdict on (`payload.validated`): their validators
       * load before hydrating too. Absent: every block's (a render from before verdicts).
       */
      schemaNames?: string[];
      /**
       * Each block's customCSS as the page applies it (sanitized, scoped to the block's wrapper),
       * for `<style>` elements in the head; the block's sandbox takes over once hydrated.
       */
      customCss: { blockId: string; css: string }[];
      head: {
        title: string;
        metaTags: { name: string; content: string }[];
        /** The page's canonical URL (`<link rel="canonical">`): its friendly URL on `origin`. */
        canonical?: string;
        /** The path and query the canonical URL was made for (the client keeps it on that page). */
        canonicalFor?: string;
        /** schema.org JSON-LD objects (a product page's Product), each its own script element. */
        structuredData?: Record<string, unknown>[];
      };
    }
  /**
   * Not a page the server renders (redirect, login, 404, error, signed-in only): the client does.
   * `status` is the HTTP status the page answers with when the route ended in one (404, 500...),
   * so the client-rendered error page still answers with its real status.
   */
  | { kind: 'skipped'; reason: string; status?: number };

/** The SSR bundle's one export (blocks/serverEntry.ts). */
export type RenderFirstPage = (request: FirstPageRequest) => Promise<FirstPageResult>;

/** On the managed canonical link: the path and query of the page it belongs to. */
export const CANONICAL_FOR_ATTRIBUTE = 'data-bf-canonical-for';

/** The attribute of the meta tags the runtime manages (runtime/storefront/documentMeta.ts). */
export const MANAGED_META_ATTRIBUTE = 'data-bf-meta';

import path from 'node:path';
import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { getCookie } from 'hono/cookie';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { BootConfig } from '../../schemas/boot';
import {
  SIGNED_IN_COOKIE,
  type BrowserPageState,
  type FirstPageResult,
} from '../../schemas/firstPage';
import type { AppConfig } from './config';
import { REPO_ROOT } from './config';
import type { BuildManifest } from './buildManifest';
import { requestHost, requestOrigin, originWithHost } from './host';
import { legacyTarget } from './legacy/legacyRedirects';
import { renderStorefrontHtml, storefrontNotFoundHtml, styleElementText } from './html';
import {
  contentSecurityPolicy,
  hardeningHeaders,
  inlineScriptHashes,
  scriptHash,
  styleAttributeHashes,
} from './securityHeaders';
import type { StorefrontDirectory } from './storefrontDirectory';
import { toDomainDetails } from './storefrontDirectory';
import { mergeThemes, themeToCss } from './theme';
import { CspReportLog } from './cspReports';
import { BODY_LIMITS, limitBody } from './bodyLimits';
import { SANDBOX_FRAME_HTML, SANDBOX_FRAME_PATH, sandboxFrameHeaders } from './sandboxFrame';
import { labSlotsFrom, type SandboxLab } from './sandboxLab';
import { labBlocksFrom, type BlockLab } from './blockLab';
import { DEV_MAILBOX_PATH, devMailboxHtml, type DevMailboxMessage } from './devMailbox';
import { CONTENT_TYPES, DOCUMENTS_PATH, type DocumentStore } from '../crm/documents/documentStore';
import type { FirstPageRenderer } from './firstPageRenderer';
import type { BlockPreloads } from './blockPreloads';
import { pageStylesheets, type BuiltStylesheets } from './pageStylesheets';
import { builtAssets, IMMUTABLE } from './builtAssets';
import { compressResponses } from './compression/compressResponses';
import { robotsTxt } from './robotsTxt';
import { sitemapEntries, sitemapXml } from './sitemap';
import { matchesEtag, pageCacheControl, pageEtag, type PageAudience } from './pageCaching';
import { HOSTED_PAYMENT_PATH } from '../payment/paymentConfig';
import { PROCUREMENT_PATH } from '../procurement/procurementPaths';
import { mountPaymentReturn } from './paymentReturn';
import { GuestPageCache, guestPageKey, type CachedGuestPage } from './guestPageCache';
import { pageStateOf } from './pageStateCookies';
import { EARLY_INPUT_SCRIPT } from '../../schemas/earlyInputScript';
import { TIME_ZONE_COOKIE } from '../../schemas/firstPage';

import type { SessionVerifier } from '../gateway/caller/verifyUserToken';
import { isHttps, mountSessionRoutes, pageSessionOf } from './session/sessionRoutes';
import { clearSessionCookieHeader, SESSION_COOKIE } from './session/sessionCookie';

/** The CSP's hash of the one inline script a server-rendered page carries (html.ts). */
const EARLY_INPUT_SCRIPT_HASH = scriptHash(EARLY_INPUT_SCRIPT);

export interface FetchHandler {
  fetch(request: Request): Promise<Response>;
}

/** A part answering on its own paths (a Hono app with its base path). */
export interface SubApp {
  fetch(request: Request): Response | Promise<Response>;
}

type RenderedFirstPage = Extract<FirstPageResult, { kind: 'rendered' }>;

/** CSP hashes of what a server-rendered page styles inline: attributes and `<style>` elements. */
interface StyleHashes {
  attributes: string[];
  elements: string[];
}

export interface AppDeps {
  config: AppConfig;
  directory: StorefrontDirectory;
  gateway: FetchHandler;
  /** The local user pool's endpoint handler, or null when pointed at a real pool. */
  cognito: ((request: Request) => Promise<Response>) | null;
  /** index.html as the browser should get it (Vite-transformed in dev). */
  htmlTemplate: (url: string) => Promise<string>;
  buildManifest: () => BuildManifest;
  /** The CRM's document files: product datasheets, certificates, the organisation's forms. */
  documents: DocumentStore;
  ssoOauthDomain: string | null;
  /** Test mode only: fills the /sandbox-lab page with custom code (server/app/sandboxLab.ts). */
  sandboxLab?: SandboxLab | null;
  /** Test mode only: stores any blocks on the /block-lab page (server/app/blockLab.ts). */
  blockLab?: BlockLab | null;
  /** Renders a guest's first page into the HTML (server/app/firstPageRenderer.ts); null: never. */
  renderFirstPage?: FirstPageRenderer | null;
  /** The client chunks of a server-rendered page's blocks, preloaded in its head. */
  blockPreloads?: BlockPreloads | null;
  /** The built stylesheets' texts, so a page carries them inline (pageStylesheets.ts). */
  builtStylesheets?: BuiltStylesheets | null;
  /** The local hosted payment page (server/payment), mounted at HOSTED_PAYMENT_PATH; null: none. */
  hostedPayment?: SubApp | null;
  /** The procurement-system stand-in (server/procurement), mounted at PROCUREMENT_PATH; null: none. */
  procurement?: SubApp | null;
  /** Dev and test mode only: the development mailbox's messages (server/app/devMailbox.ts). */
  devMailbox?: ((to: string | null) => Promise<DevMailboxMessage[]>) | null;
  /**
   * Verifies a session cookie's access token as the gateway verifies callers
   * (server/gateway/caller/verifyUserToken.ts); null: no user pool, no signed-in server render.
   */
  sessions?: SessionVerifier | null;
}

const ORG_STATIC_ROOT = path.relative(process.cwd(), path.join(REPO_ROOT, 'server/app/org-static'));
const ORG_FILE_PATH =
  /^\/static\/[A-Za-z0-9_-]+\/(img\/)?[A-Za-z0-9_-]+\.(js|css|svg|png|jpg|jpeg|webp|woff2)$/;

/**
 * Cache-Control for a file found on disk. Set once the response exists: serveStatic's `onFound`
 * runs after it has made the response, so a header set there was never sent.
 */
function cacheFound(cacheControl: string): MiddlewareHandler {
  return async (c, next) => {
    await next();
    if (c.res.status === 200 || c.res.status === 206)
      c.res.headers.set('Cache-Control', cacheControl);
  };
}

export function createApp(deps: AppDeps): Hono {
  const { config, directory } = deps;
  // The render reuses a page for every guest (runtime/ssr/renderedPageCache.ts): hash its style
  // attributes once per rendered page, not per response.
  const styleHashes = new WeakMap<RenderedFirstPage, StyleHashes>();
  const styleHashesOf = (page: RenderedFirstPage): StyleHashes => {
    let hashes = styleHashes.get(page);
    if (!hashes) {
      hashes = {
        attributes: styleAttributeHashes(page.html),
        elements: page.customCss.map((sheet) => scriptHash(styleElementText(sheet.css))),
      };
      styleHashes.set(page, hashes);
    }
    return hashes;
  };
  const app = new Hono();
  const cspReports = new CspReportLog();
  /** The storefront's theme stylesheet: served at /theme/…css and inline in a guest's page. */
  const themeCss = async (organizationId: string, storefrontId: string) =>
    themeToCss(mergeThemes(await directory.theme(organizationId, storefrontId)));

  // Built assets: compressed at build, served from memory before anything else runs for them.
  if (!config.dev) app.get('/assets/*', builtAssets(config.clientDir));

  // Pages, the gateway's JSON and theme CSS are compressed as they go out; built assets were
  // compressed at build and are sent as they are on disk (precompressed, below).
  app.use('*', compressResponses());

  // The legacy brand site only redirects; an unknown old path falls through to the app.
  app.use('*', async (c, next) => {
    if (requestHost(c.req.raw) !== config.legacyHost) return next();
    const target = legacyTarget(c.req.path);
    if (!target) return next();
    const origin = originWithHost(requestOrigin(c.req.raw), config.legacyTargetHost);
    return c.redirect(`${origin}${target}`, 301);
  });

  app.get('/healthz', (c) => c.json({ status: 'ok' }));

  // Request bodies are bounded before any handler reads them (bodyLimits.ts).
  app.use('/graphql', limitBody(BODY_LIMITS.gateway));
  app.use('/identity/cognito', limitBody(BODY_LIMITS.userPool));
  app.use('/api/csp-report', limitBody(BODY_LIMITS.cspReport));
  const otherBodies = limitBody(BODY_LIMITS.other);
  app.use('*', async (c, next) =>
    ['/graphql', '/identity/cognito', '/api/csp-report'].includes(c.req.path)
      ? next()
      : otherBodies(c, next),
  );

  // The document of the page's customJS sandbox, with its own strict CSP (issue 6).
  app.get(SANDBOX_FRAME_PATH, (c) => c.html(SANDBOX_FRAME_HTML, 200, sandboxFrameHeaders()));

  const storefrontHostOf = (request: Request, explicit?: string): string => {
    const host = (explicit ?? requestHost(request)).toLowerCase();
    return host === config.legacyHost ? config.legacyTargetHost : host;
  };

  app.get('/api/domain', async (c) => {
    const host = storefrontHostOf(c.req.raw, c.req.query('host') || undefined);
    const record = await directory.findByHost(host);
    if (!record) return c.json({ statusCode: 404, message: 'Storefront Not Found' }, 404);
    return c.json(toDomainDetails(record, requestOrigin(c.req.raw), deps.ssoOauthDomain));
  });

  app.get('/robots.txt', async (c) => {
    const record = await directory.findByHost(storefrontHostOf(c.req.raw));
    if (!record) return c.text('User-agent: *\nDisallow: /\n', 404);
    c.header('Cache-Control', 'public, max-age=3600');
    return c.text(robotsTxt(record, requestOrigin(c.req.raw)));
  });

  // The guest-capable storefront's public pages and products for search engines (robots.txt
  // names it); a sign-in storefront has none.
  app.get('/sitemap.xml', async (c) => {
    const record = await directory.findByHost(storefrontHostOf(c.req.raw));
    if (!record?.guestAccountId || !directory.sitemapSource) return c.text('Not Found', 404);
    const entries = sitemapEntries(await directory.sitemapSource(record.storefrontId));
    return c.body(sitemapXml(requestOrigin(c.req.raw), entries), 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=3600',
    });
  });

  app.post('/api/csp-report', async (c) => {
    cspReports.add(await c.req.text());
    return c.body(null, 204);
  });
  if (config.testMode) {
    app.get('/__test__/csp-reports', (c) => c.json(cspReports.list()));
    app.delete('/__test__/csp-reports', (c) => {
      cspReports.clear();
      return c.body(null, 204);
    });
    const blocks = deps.blockLab;
    if (blocks) {
      app.put('/__test__/block-lab', async (c) => {
        const stored = labBlocksFrom(await c.req.json().catch(() => null));
        if (!stored) {
          return c.json(
            { message: 'Expected { blocks: [{ componentName, configuration }] }' },
            400,
          );
        }
        await blocks(stored);
        directory.contentChanged?.();
        return c.body(null, 204);
      });
    }
    const lab = deps.sandboxLab;
    if (lab) {
      app.put('/__test__/sandbox-lab', async (c) => {
        const slots = labSlotsFrom(await c.req.json().catch(() => null));
        if (!slots)
          return c.json({ message: 'Expected { slots: [{ customJS, customCSS }] }' }, 400);
        await lab(slots);
        directory.contentChanged?.();
        return c.body(null, 204);
      });
    }
  }

  const devMailbox = deps.devMailbox;
  if ((config.dev || config.testMode) && devMailbox) {
    app.get(DEV_MAILBOX_PATH, async (c) => {
      const to = c.req.query('to')?.trim() || null;
      const messages = await devMailbox(to);
      return c.req.header('accept')?.includes('application/json')
        ? c.json(messages)
        : c.html(devMailboxHtml(messages, to));
    });
  }

  // The hosted payment page and the procurement stand-in answer on their own paths on every host,
  // with their own CSPs (server/payment, server/procurement).
  const hostedPayment = deps.hostedPayment;
  if (hostedPayment) app.all(`${HOSTED_PAYMENT_PATH}/*`, (c) => hostedPayment.fetch(c.req.raw));
  const procurement = deps.procurement;
  if (procurement) {
    app.all(PROCUREMENT_PATH, (c) => procurement.fetch(c.req.raw));
    app.all(`${PROCUREMENT_PATH}/*`, (c) => procurement.fetch(c.req.raw));
  }
  mountPaymentReturn(app);

  // AppSync takes POST only (and answers CORS preflights).
  app.on(['POST', 'OPTIONS'], '/graphql', (c) => deps.gateway.fetch(c.req.raw));
  app.all('/__test__/faults', (c) => deps.gateway.fetch(c.req.raw));

  if (deps.cognito) {
    const cognito = deps.cognito;
    app.on(['POST', 'OPTIONS'], '/identity/cognito', (c) => cognito(c.req.raw));
  }

  app.get('/theme/:organizationId/:file{[A-Za-z0-9_-]+\\.css}', async (c) => {
    const storefrontId = c.req.param('file').replace(/\.css$/, '');
    const record = await directory.findById(storefrontId);
    if (!record || record.organization.id !== c.req.param('organizationId'))
      return c.text('Not Found', 404);
    c.header('Content-Type', 'text/css; charset=utf-8');
    c.header('Cache-Control', 'public, max-age=300');
    return c.body(await themeCss(record.organization.id, storefrontId));
  });

  // Documents: PDFs and images are shown, spreadsheets and raw data saved; nothing in them may run.
  app.get(`${DOCUMENTS_PATH}/*`, async (c) => {
    const file = await deps.documents.find(storefrontHostOf(c.req.raw), c.req.path);
    if (!file) return c.text('Not Found', 404);
    const isSvg = file.contentType === CONTENT_TYPES.svg;
    const inline = isSvg || file.contentType === CONTENT_TYPES.pdf;
    return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
      ...hardeningHeaders(),
      // The file preview dialog shows a PDF in a frame of the storefront; nobody else may frame it.
      'X-Frame-Options': 'SAMEORIGIN',
      'Content-Type': file.contentType,
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${file.fileName}"`,
      // Chromium refuses to show a PDF under a sandboxing CSP; an SVG opened on its own gets one.
      'Content-Security-Policy': isSvg
        ? "default-src 'none'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'"
        : "frame-ancestors 'self'",
      'Cache-Control': 'public, max-age=3600',
    });
  });

  // Organisation files: `{organizationId}/{file}` or `{organizationId}/img/{file}`, nothing else.
  app.get('/static/*', async (c, next) =>
    ORG_FILE_PATH.test(c.req.path) ? next() : c.text('Not Found', 404),
  );
  app.get('/static/*', cacheFound('public, max-age=3600'));
  app.get(
    '/static/*',
    serveStatic({
      root: ORG_STATIC_ROOT,
      rewriteRequestPath: (p) => p.replace(/^\/static/, ''),
    }),
  );
  app.get('/static/*', (c) => c.text('Not Found', 404));

  app.get('/build-manifest.json', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(deps.buildManifest());
  });

  if (!config.dev) {
    const clientRoot = path.relative(process.cwd(), config.clientDir);
    // Source maps stay on the server (for error reporting tools): the sources are not public.
    app.get('/assets/*', (c, next) => (c.req.path.endsWith('.map') ? c.notFound() : next()));
    app.get('/assets/*', cacheFound(IMMUTABLE));
    app.get(
      '/assets/*',
      serveStatic({
        root: clientRoot,
        // The .br and .gz copies written at build (scripts/build/precompressAssets.ts).
        precompressed: true,
      }),
    );
    app.get('/assets/*', (c) => c.text('Not Found', 404));
  }

  // The server render reaches the in-process gateway directly, with no network hop; a gateway
  // elsewhere is called like the browser would.
  const gatewayFetch: typeof fetch = /^https?:\/\//.test(config.gatewayUrl)
    ? (input, init) => fetch(input, init)
    : (input, init) => deps.gateway.fetch(new Request(input, init));

  // A guest's page is the same for every guest: answered from the cache while the content's
  // revision, the build and a few seconds allow (guestPageCache.ts).
  const guestPages = new GuestPageCache();
  /** Guest pages being made right now, by cache key (one render per page at a time). */
  const pagesInTheMaking = new Map<string, Promise<CachedGuestPage>>();
  /** A page's answer: 304 when the browser or CDN holds this very page (ETag), else the page. */
  const answerPage = (
    c: Context,
    page: CachedGuestPage,
    revalidates: boolean,
  ): Response | Promise<Response> => {
    const etag = page.headers.ETag;
    if (
      revalidates &&
      page.status === 200 &&
      etag &&
      matchesEtag(c.req.header('If-None-Match'), etag)
    ) {
      const { 'Content-Security-Policy': _policy, ...headers } = page.headers;
      return c.body(null, 304, headers);
    }
    return c.html(page.html, page.status as ContentfulStatusCode, page.headers);
  };

  // The session cookie: the client hands its token over, the server keeps it HttpOnly.
  mountSessionRoutes(app, {
    verify: deps.sessions ?? null,
    storefrontOf: (request) => directory.findByHost(storefrontHostOf(request)),
  });

  // Every other GET is a page of the SPA for the host's storefront.
  app.get('*', async (c) => {
    // A browser that holds a session says so with the hint cookie (set by the client) and, once
    // it handed its token over, with the HttpOnly session cookie. Either makes the page private:
    // never answered from, nor stored in, the guest page cache.
    const holdsSession = Boolean(getCookie(c, SIGNED_IN_COOKIE));
    const sentSession = getCookie(c, SESSION_COOKIE) !== undefined;
    const audience: PageAudience = config.dev
      ? 'development'
      : holdsSession || sentSession
        ? 'signed-in'
        : 'guest';
    const requestUrl = new URL(c.req.url);
    // What the browser holds that picks a page (the cart's catalogue group, whether a guest cart
    // exists): a guest's cart page differs by it, so the guest page cache keys on it too.
    const pageState = pageStateOf((name) => getCookie(c, name));
    const cacheKey =
      audience === 'guest' && directory.contentRevision
        ? guestPageKey({
            origin: requestOrigin(c.req.raw),
            pathAndQuery: `${requestUrl.pathname}${requestUrl.search}`,
            ...(pageState.cartCatalogGroup ? { cartCatalogGroup: pageState.cartCatalogGroup } : {}),
            ...(pageState.guestCart ? { guestCart: true } : {}),
            buildId: deps.buildManifest().buildId,
            revision: await directory.contentRevision(),
          })
        : null;
    const cached = cacheKey ? guestPages.get(cacheKey) : undefined;
    if (cached) return answerPage(c, cached, true);
    // Guests asking for the same page while it is being made wait for that one answer: under a
    // burst (a CDN's expiry, a published change) one render per page, not one per request, each
    // slower for the others until they all time out into the client's render.
    if (cacheKey) {
      const made = pagesInTheMaking.get(cacheKey);
      if (made) return answerPage(c, await made, true);
    }
    const making = makePage(c, { holdsSession, sentSession, audience, pageState });
    if (!cacheKey) return answerPage(c, (await making).page, audience !== 'development');
    const shared = making.then(({ page, keep }) => {
      // Pages and their real error statuses (404) are kept; a render that failed or timed out is
      // not, nor is a failed route (500...).
      if (keep) guestPages.set(cacheKey, page);
      return page;
    });
    pagesInTheMaking.set(cacheKey, shared);
    try {
      return answerPage(c, await shared, true);
    } finally {
      pagesInTheMaking.delete(cacheKey);
    }
  });

  /** A page's answer made anew, and whether a guest's may be kept for the next guests. */
  async function makePage(
    c: Context,
    {
      holdsSession,
      sentSession,
      audience,
      pageState,
    }: {
      holdsSession: boolean;
      sentSession: boolean;
      audience: PageAudience;
      pageState: BrowserPageState;
    },
  ): Promise<{ page: CachedGuestPage; keep: boolean }> {
    const host = storefrontHostOf(c.req.raw);
    const record = await directory.findByHost(host);
    if (!record) {
      return {
        page: {
          status: 404,
          html: storefrontNotFoundHtml(host),
          headers: {
            ...hardeningHeaders(),
            'Cache-Control': 'no-store',
            'Content-Security-Policy': contentSecurityPolicy(),
          },
        },
        keep: false,
      };
    }
    const origin = requestOrigin(c.req.raw);
    // The signed-in visitor, when the session cookie's token is valid now on this storefront; a
    // cookie that is not (forged, expired, revoked, another storefront's) is cleared.
    const pageSession = sentSession
      ? await pageSessionOf(c, record, deps.sessions ?? null)
      : ({ kind: 'none' } as const);
    const session = pageSession.kind === 'session' ? pageSession.session : null;
    const boot: BootConfig = {
      domain: toDomainDetails(record, origin, deps.ssoOauthDomain),
      metaItems: await directory.metaItems(record.storefrontId),
      gateway: { url: config.gatewayUrl, apiKey: config.gatewayApiKey },
      identity: { region: config.region, userPoolEndpoint: config.userPoolEndpoint },
      buildId: deps.buildManifest().buildId,
      themeHref: `/theme/${record.organization.id}/${record.storefrontId}.css`,
      ...(session
        ? {
            session: {
              username: session.caller.username,
              accountId: session.accountId,
              expiresAt: session.expiresAt ?? Date.now(),
            },
          }
        : {}),
    };
    // A guest's page, or a signed-in visitor's when the server knows who it is. A browser that
    // says it holds a session the server cannot verify gets the client's render, as before.
    const renders = Boolean(deps.renderFirstPage) && (session !== null || !holdsSession);
    const outcome =
      deps.renderFirstPage && renders
        ? await deps.renderFirstPage({
            url: c.req.url,
            origin,
            boot,
            fetch: gatewayFetch,
            viewer: session
              ? {
                  accessToken: session.token,
                  expiresAt: session.expiresAt ?? Date.now(),
                  username: session.caller.username,
                  userType: session.caller.userType,
                  accountId: session.accountId ?? session.caller.accountId,
                }
              : null,
            pageState,
            // Used for a signed-in visitor's page only, and checked there (renderFirstPage.tsx).
            ...(session ? { timeZone: getCookie(c, TIME_ZONE_COOKIE) } : {}),
          })
        : null;
    const firstPage = outcome?.kind === 'rendered' ? outcome : null;
    // An unknown page or a failed route answers with its real status (the client draws the page),
    // a signed-in visitor's too when the server rendered as them (an instrument of another
    // account is the CRM's 404). A browser whose session the server does not hold, or a render
    // that failed or timed out, gets the client's render with 200: the server cannot tell.
    const status = outcome?.kind === 'status' ? (outcome.status as ContentfulStatusCode) : 200;
    const preloads =
      firstPage && deps.blockPreloads
        ? deps.blockPreloads(firstPage.blockNames, firstPage.schemaNames)
        : [];
    const template = await deps.htmlTemplate(c.req.url);
    // A guest's page carries its stylesheets inline: a first visit (from a search, a link) paints
    // from the HTML alone. A signed-in visitor's links them: a returning customer's browser holds
    // the immutable sheets already, and inline they would travel again in every private, uncached
    // page (and Lighthouse counted the parse of a large signed-in page after its earlier first
    // paint as blocking: the checkout's TBT 172 -> 414 ms). docs/decisions.md.
    const inlineSheets = audience === 'guest';
    const sheets = pageStylesheets({
      template,
      blockSheets: preloads.filter((href) => href.endsWith('.css')),
      themeHref: boot.themeHref,
      built: inlineSheets ? (deps.builtStylesheets ?? null) : null,
      themeCss: inlineSheets ? await themeCss(record.organization.id, record.storefrontId) : null,
    });
    const html = renderStorefrontHtml(template, boot, firstPage, preloads, sheets);
    const connectOrigins = [
      config.gatewayUrl,
      config.userPoolEndpoint ?? `https://cognito-idp.${config.region}.amazonaws.com`,
    ]
      .filter((u) => /^https?:\/\//.test(u))
      .map((u) => new URL(u).origin);
    const etag = pageEtag(html);
    const headers: Record<string, string> = {
      ...hardeningHeaders(),
      // A page the server failed to render is the client's render: a CDN revalidates it at once
      // rather than keep it in place of the server's page.
      'Cache-Control':
        outcome?.kind === 'failed' && audience === 'guest'
          ? 'public, no-cache'
          : pageCacheControl(audience),
      // The session cookie decides which page is made (server render or the client's).
      Vary: 'Accept-Encoding, Cookie',
      ETag: etag,
      ...(pageSession.kind === 'invalid'
        ? { 'Set-Cookie': clearSessionCookieHeader(isHttps(c.req.raw)) }
        : {}),
    };
    const page: CachedGuestPage = {
      status,
      html,
      headers: {
        ...headers,
        'Content-Security-Policy': contentSecurityPolicy({
          // The template's own (Vite's dev preamble) and the early-input script: never one taken
          // from the page's markup, so no script the content might carry is ever allowed.
          inlineScriptHashes: [
            ...inlineScriptHashes(template),
            ...(firstPage ? [EARLY_INPUT_SCRIPT_HASH] : []),
          ],
          // Only the server-rendered markup carries style attributes (the client sets styles through
          // the CSSOM, which CSP does not govern).
          styleAttributeHashes: firstPage ? styleHashesOf(firstPage).attributes : [],
          // The page's stylesheets sent inline and the blocks' customCSS (html.ts).
          styleElementHashes: [
            ...sheets.flatMap((sheet) => (sheet.inline ? [sheet.inline.hash] : [])),
            ...(firstPage ? styleHashesOf(firstPage).elements : []),
          ],
          connectOrigins,
          dev: config.dev,
          formActionOrigins: config.punchoutReturnOrigins ?? [],
        }),
      },
    };
    // Only a guest's answer is ever kept (no cache key whenever a session cookie or its hint was
    // sent); a page the server meant to render but could not is the client's render, not kept.
    return { page, keep: outcome?.kind !== 'failed' && (status === 200 || status === 404) };
  }

  return app;
}

import { redirect, replace } from 'react-router-dom';
import { GatewayError, SessionExpiredError } from '../gateway/index';
import type { StoredBlockData } from '../render/blockData';
import { preloadBlocks } from '../render/registry';
import { serverVerdict } from '../render/serverVerdicts';
import { productSlugOutcome, type MergedMetaInfo } from '../storefront/mergedMetaInfo';
import { templatePageMeta } from '../storefront/pageMeta';
import { PAGE_NOT_FOUND, type PageMeta, type PageOutcome } from '../storefront/pageOutcome';
import { rememberLoginRedirect } from '../storefront/loginRedirect';
import { LOGIN_PATH, resolvePage } from '../storefront/resolvePage';
import type { TemplateDetails } from '../storefront/templateDetails';
import { pageRequest } from './pageRequest';
import { gatewayPageMeta } from './gatewayPageTypes';
import { emptyCheckoutRedirect } from './checkoutPage';
import { canonicalUrl, PRODUCT_PAGE_TYPES } from '../storefront/canonicalUrl';
import { prewarmSandbox } from '../sandbox/prewarmSandbox';
import { settledWithin } from './settledWithin';
import { showToast } from '../state/showToast';
import type { Storefront } from './StorefrontContext';
import type { PageLoader } from './storefrontRouter';
import { mergedMetaInfoQuery, templateBlocksQuery } from './templateQuery';

/** How long a page waits for its blocks' code before rendering with skeletons for the rest. */
export const BLOCK_CODE_WAIT_MS = 1500;

export interface PageData {
  template: TemplateDetails;
  blocks: StoredBlockData[];
  meta: PageMeta;
}

/** A 404 for the route's error page; the message is shown under the heading. */
function notFoundResponse(message: string): Response {
  return new Response(message, { status: 404, statusText: message });
}

async function resolveProductSlug(storefront: Storefront, pathname: string): Promise<PageOutcome> {
  let info: MergedMetaInfo | null;
  try {
    const answer = await storefront.queryClient.fetchQuery(
      mergedMetaInfoQuery(storefront.connection, pathname),
    );
    // 'ERROR: No records Found.' arrives as an empty list.
    info = Array.isArray(answer) ? null : answer;
  } catch (error) {
    // The CRM answers 404 'No template found' for an unknown template slug: a 404 page, not a 500.
    if (!(error instanceof GatewayError) || error.statusCode !== 404) throw error;
    info = null;
  }
  return productSlugOutcome(storefront.templates, info, storefront.isLoggedIn(), pathname);
}

/**
 * Spec 000 section 2: the root path with `code` completes single sign-on; returns where to go
 * next, or null when this is not an SSO callback. A failure (e.g. a state mismatch) is toasted
 * and the user goes back to /login.
 */
async function completeSsoOnRoot(storefront: Storefront, url: URL): Promise<string | null> {
  const session = storefront.session;
  if (url.pathname !== '/' || !url.searchParams.has('code') || !session?.isSso) return null;
  try {
    return await session.completeSsoSignIn(url);
  } catch (error) {
    showToast({
      message: error instanceof Error ? error.message : 'Network Error',
      variant: 'error',
    });
    return LOGIN_PATH;
  }
}

/**
 * The page loader of every location (storefrontRouter.ts, and the server's render): resolves the path (templates come inlined in the boot data, so this
 * costs nothing), then asks the gateway for the template's blocks in one request through the
 * query cache (an intent prefetch may already have it) and starts loading their code at once,
 * in parallel, instead of when each block first renders.
 */
export function pageLoader(storefront: Storefront): PageLoader {
  return async (args) => {
    try {
      return await loadPage(storefront, args);
    } catch (error) {
      // Spec 000 section 8: a 401 sends the visitor to sign in. For a signed-in visitor the
      // gateway client has already started the session-expired flow (message, user cleared,
      // intended path kept: runtime/session), which ends on /login too; the page it stopped must
      // not become an error page meanwhile, nor show a second message.
      if (error instanceof SessionExpiredError) throw replace(LOGIN_PATH);
      throw error;
    }
  };
}

async function loadPage(
  storefront: Storefront,
  { request }: { request: Request },
): Promise<PageData> {
  const url = new URL(request.url);
  const sso = await completeSsoOnRoot(storefront, url);
  if (sso) throw replace(sso);
  let outcome = resolvePage(storefront.templates, pageRequest(storefront, url));
  if (outcome.kind === 'productSlug') {
    outcome = await resolveProductSlug(storefront, url.pathname);
  }
  if (outcome.kind === 'redirect') throw redirect(outcome.to);
  if (outcome.kind === 'login') {
    rememberLoginRedirect(storefront.boot.domain.storefrontId, outcome.from);
    // Replace: Back from /login must not land on the page that sent the user there again.
    throw replace(LOGIN_PATH);
  }
  // The error page routes render the page of their status as the route's error (RouteError).
  if (outcome.kind === 'status') throw new Response('', { status: outcome.status });
  if (outcome.kind !== 'template') {
    throw notFoundResponse(outcome.kind === 'notFound' ? outcome.message : PAGE_NOT_FOUND);
  }
  // A category page for no category the storefront sells is not found, nor an instrument's page
  // for an instrument that is not the account's (the CRM decides). Each check's code (and the
  // domain area it reads) loads only on its own page type, not in every page's entry.
  const checkedMeta = await gatewayPageMeta(storefront, outcome.template, url.pathname);
  if (checkedMeta === null) throw notFoundResponse(`Page Not Found: ${url.pathname}`);
  // A checkout with nothing to order is the cart's empty state (checkoutPage.ts).
  const [emptyCheckout, found] = await Promise.all([
    emptyCheckoutRedirect(storefront, outcome.template),
    storefront.queryClient.fetchQuery(templateBlocksQuery(storefront, outcome.template.templateId)),
  ]);
  if (emptyCheckout) throw replace(emptyCheckout);
  if (!found) throw notFoundResponse(PAGE_NOT_FOUND);
  // Rendering with every block's code and schema at hand mounts the page in one pass: no block
  // suspends, so React never throttles the reveal of Suspense boundaries one after the other.
  // A slow chunk does not hold the page: past the wait, that block shows its skeleton.
  // Their schemas only for data the server has not validated: a client navigation that keeps the
  // first page's blocks (a catalogue filter's address change: the same template, the very block
  // objects the server gave verdicts on) waits for no validator (serverVerdicts.ts).
  const blockCode = preloadBlocks(
    found.blocks.map((block) => block.componentName),
    {
      schemaNames: found.blocks
        .filter((block) => serverVerdict(block) === undefined)
        .map((block) => block.componentName),
    },
  );
  // After the blocks' own code, whose requests go first: the page waits for those, not these.
  prewarmSandbox(found.blocks);
  await settledWithin(blockCode, BLOCK_CODE_WAIT_MS);
  const meta =
    checkedMeta ??
    outcome.meta ??
    templatePageMeta(outcome.template, storefront.boot.domain.storefrontName);
  return {
    template: outcome.template,
    blocks: found.blocks,
    // A product page's canonical URL is its product's friendly URL, which the server looks up.
    meta: PRODUCT_PAGE_TYPES.includes(outcome.template.pageType.toLowerCase())
      ? meta
      : { ...meta, canonical: canonicalUrl(url.origin, url.pathname, url.search) },
  };
}

import { normalizeFriendlyUrl } from './friendlyUrl';
import { loginRequired } from './loginRequired';
import { newestTemplate } from './newestTemplate';
import { CART_CATEGORY, CHECKOUT_CATEGORY, isAccountPage } from './pageCategory';
import { invalidPath, notFound, type PageOutcome } from './pageOutcome';
import { CART_PATH, CHECKOUT_PATH, GUIDANCE_PATH } from './routePaths';
import { matchNamedRoute, type RouteMatch, type TemplateLookup } from './routeTable';
import type { TemplateDetails } from './templateDetails';

export { CART_PATH, CHECKOUT_PATH, LOGIN_PATH } from './routePaths';

export interface PageRequest {
  pathname: string;
  /** The query string with its `?`, kept on redirects. */
  search?: string;
  isLoggedIn: boolean;
  /** The cart's catalogue group when known (the cart issue supplies it). */
  catalogGroup?: string | null;
  /** A storefront without a guest account: every page but /login needs a signed-in user. */
  authenticatedStorefront?: boolean;
  /** Whether the guidance step before the cart is done (guidanceState.ts). */
  guidanceCompleted?: boolean;
}

const GUIDANCE_CATEGORY = 'Guidance';

function byFriendlyUrl(
  templates: readonly TemplateDetails[],
  page: string,
): TemplateDetails | null {
  // Several active templates may share a friendly URL while an admin edits; the newest wins.
  const matches = templates.filter((t) => t.active && normalizeFriendlyUrl(t.friendlyURL) === page);
  return matches.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

/** The newest active template with this pageType in one of the categories. */
function byPageType(
  templates: readonly TemplateDetails[],
  lookup: Extract<TemplateLookup, { by: 'pageType' }>,
): TemplateDetails | null {
  const pageType = lookup.pageType.toLowerCase();
  const matches = templates.filter(
    (t) =>
      t.active &&
      t.pageType.toLowerCase() === pageType &&
      (lookup.categories as readonly string[]).includes(t.pageCategory),
  );
  return matches.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

const requestedPath = (request: PageRequest) => `${request.pathname}${request.search ?? ''}`;

function templateOutcome(
  template: TemplateDetails | null | undefined,
  request: PageRequest,
): PageOutcome {
  if (!template) return notFound();
  if (isAccountPage(template.pageCategory) && !request.isLoggedIn) {
    return { kind: 'login', from: requestedPath(request) };
  }
  return { kind: 'template', template };
}

function lookupTemplate(
  templates: readonly TemplateDetails[],
  { route, params }: RouteMatch,
  request: PageRequest,
): TemplateDetails | null {
  const { lookup } = route;
  switch (lookup.by) {
    case 'portalHome': {
      const home = templates.find((t) => t.portalHome) ?? null;
      return home?.active ? home : null;
    }
    case 'category':
      return newestTemplate(
        templates,
        lookup.category,
        lookup.category === CART_CATEGORY ? (request.catalogGroup ?? null) : null,
      );
    case 'pageType':
      return byPageType(templates, lookup);
    case 'templateId':
      // Template ids are case-sensitive: the parameter is taken as written.
      return templates.find((t) => t.active && t.templateId === params[lookup.param]) ?? null;
    case 'status':
      return null;
  }
}

function namedRouteOutcome(
  templates: readonly TemplateDetails[],
  match: RouteMatch,
  request: PageRequest,
): PageOutcome {
  const { route, params } = match;
  if (route.isValid && !route.isValid(params)) return invalidPath(request.pathname);
  if (route.lookup.by === 'status') return { kind: 'status', status: route.lookup.status };
  const search = request.search ?? '';
  if (route.category === 'Cart' && request.isLoggedIn && !request.guidanceCompleted) {
    // A logged-in user sees the guidance step first, when the storefront has one.
    if (newestTemplate(templates, GUIDANCE_CATEGORY)) {
      return { kind: 'redirect', to: GUIDANCE_PATH + search };
    }
  }
  const template = lookupTemplate(templates, match, request);
  if (route.category === 'Guidance' && !template)
    return { kind: 'redirect', to: CART_PATH + search };
  return templateOutcome(template, request);
}

/**
 * Resolves an app path to a page (spec 000 and 001 section 2). On an authenticated storefront a
 * visitor who is not signed in goes to /login first. A named route (routeTable.ts) runs its
 * validity check, then finds its template by portal home, page category, pageType or id; the
 * cart sends a logged-in user to guidance first and guidance without a template goes back to the
 * cart. Otherwise `/:page` is an active template by friendly URL (case-insensitive, trailing
 * slash ignored) whose cart and checkout templates redirect to the named routes, and three or
 * more segments are a product by slug. Missing templates are 404; account pages need a
 * logged-in user.
 */
export function resolvePage(
  templates: readonly TemplateDetails[],
  request: PageRequest,
): PageOutcome {
  if (loginRequired(request)) {
    return { kind: 'login', from: requestedPath(request) };
  }
  const match = matchNamedRoute(request.pathname);
  if (match) return namedRouteOutcome(templates, match, request);
  const segments = normalizeFriendlyUrl(request.pathname).split('/').filter(Boolean);
  if (segments.length >= 3) return { kind: 'productSlug' };
  if (segments.length !== 1) return notFound();
  const template = byFriendlyUrl(templates, segments[0] ?? '');
  const search = request.search ?? '';
  if (template?.pageCategory === CART_CATEGORY) return { kind: 'redirect', to: CART_PATH + search };
  if (template?.pageCategory === CHECKOUT_CATEGORY) {
    return { kind: 'redirect', to: CHECKOUT_PATH + search };
  }
  return templateOutcome(template, request);
}

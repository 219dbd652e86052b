import { normalizeFriendlyUrl } from './friendlyUrl';
import { newestTemplate } from './newestTemplate';
import { CART_CATEGORY, CHECKOUT_CATEGORY, isAccountPage } from './pageCategory';
import { notFound, type PageOutcome } from './pageOutcome';
import type { TemplateDetails } from './templateDetails';

export interface PageRequest {
  pathname: string;
  /** The query string with its `?`, kept on redirects. */
  search?: string;
  isLoggedIn: boolean;
  /** The cart's catalogue group when known (the cart issue supplies it). */
  catalogGroup?: string | null;
}

/** Named routes the cart and checkout templates' own friendly URLs redirect to. */
export const CART_PATH = '/cart';
export const CHECKOUT_PATH = '/checkout';
export const LOGIN_PATH = '/login';

/** `/list/{templateId}` and `/detail/{templateId}` name their template by id (spec 001 section 2). */
const RECORD_ROUTES: readonly string[] = ['list', 'detail'];

function byFriendlyUrl(
  templates: readonly TemplateDetails[],
  page: string,
): TemplateDetails | null {
  // Several active templates may share a friendly URL while an admin edits; the newest wins.
  const matches = templates.filter((t) => t.active && normalizeFriendlyUrl(t.friendlyURL) === page);
  return matches.sort((a, b) => b.createdAt.localeCompare(a.createdAt))[0] ?? null;
}

function loginRedirect(request: PageRequest): PageOutcome {
  const back = `${request.pathname}${request.search ?? ''}`;
  return { kind: 'redirect', to: `${LOGIN_PATH}?redirect=${encodeURIComponent(back)}` };
}

function templateOutcome(
  template: TemplateDetails | null | undefined,
  request: PageRequest,
): PageOutcome {
  if (!template) return notFound();
  if (isAccountPage(template.pageCategory) && !request.isLoggedIn) return loginRedirect(request);
  return { kind: 'template', template };
}

/**
 * Resolves an app path to a page (spec 000 section 2): `/` is the portal-home template, `/cart`
 * (and `/cart/{quoteId}`) and `/checkout` the newest cart and checkout templates, `/:page` an
 * active template by friendly URL (case-insensitive, trailing slash ignored) whose cart and
 * checkout templates redirect to the named routes; `/list/{id}` and `/detail/{id}` the template with
 * that id; three or more segments are a product by slug.
 * Missing or inactive templates are 404; account pages need a logged-in user.
 */
export function resolvePage(
  templates: readonly TemplateDetails[],
  request: PageRequest,
): PageOutcome {
  const segments = normalizeFriendlyUrl(request.pathname).split('/').filter(Boolean);
  const [first = ''] = segments;
  if (segments.length === 0) {
    const home = templates.find((t) => t.portalHome) ?? null;
    return templateOutcome(home?.active ? home : null, request);
  }
  if (first === 'cart' && segments.length <= 2) {
    return templateOutcome(
      newestTemplate(templates, CART_CATEGORY, request.catalogGroup ?? null),
      request,
    );
  }
  if (first === 'checkout' && segments.length === 1) {
    return templateOutcome(newestTemplate(templates, CHECKOUT_CATEGORY), request);
  }
  if (RECORD_ROUTES.includes(first) && segments.length === 2) {
    // Template ids are case-sensitive: take the id from the path as written.
    const templateId = request.pathname.split('/').filter(Boolean)[1] ?? '';
    return templateOutcome(
      templates.find((t) => t.active && t.templateId === templateId),
      request,
    );
  }
  if (segments.length >= 3) return { kind: 'productSlug' };
  if (segments.length !== 1) return notFound();
  const template = byFriendlyUrl(templates, first);
  const search = request.search ?? '';
  if (template?.pageCategory === CART_CATEGORY) return { kind: 'redirect', to: CART_PATH + search };
  if (template?.pageCategory === CHECKOUT_CATEGORY) {
    return { kind: 'redirect', to: CHECKOUT_PATH + search };
  }
  return templateOutcome(template, request);
}

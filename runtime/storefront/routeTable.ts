import { DEFAULT_LAYOUT, type PageLayout } from './pageLayout';
import { isRecordId, isRequestId } from './routeValidity';

/** Page categories (spec 001 section 2). */
export type PageCategory =
  | 'Application'
  | 'My Account'
  | 'Create Record'
  | 'Cart'
  | 'Checkout'
  | 'Guidance'
  | 'List page'
  | 'Details page';

/** Account pages (My Account, Create Record) are one family when a route looks its template up. */
const ACCOUNT: readonly PageCategory[] = ['My Account', 'Create Record'];

/** How a named route finds its template among the storefront's templateDetails. */
export type TemplateLookup =
  /** The template marked as portal home. */
  | { by: 'portalHome' }
  /** The newest active template of a page category. */
  | { by: 'category'; category: PageCategory }
  /** The newest active template of one of the categories with this pageType. */
  | { by: 'pageType'; pageType: string; categories: readonly PageCategory[] }
  /** The active template whose id is the path parameter. */
  | { by: 'templateId'; param: string }
  /** No template: one of the error pages. */
  | { by: 'status'; status: number };

export interface NamedRoute {
  /** Path pattern: `:name` is a parameter; a segment `prefix-:name` needs that literal prefix. */
  pattern: string;
  /** The route's page category; null for the error pages, which have no template. */
  category: PageCategory | null;
  layout: PageLayout;
  lookup: TemplateLookup;
  /** The route's own validity check (spec 000 section 2); false gives `Page Not Found: {path}`. */
  isValid?: (params: Readonly<Record<string, string>>) => boolean;
}

const route = (
  pattern: string,
  category: PageCategory | null,
  lookup: TemplateLookup,
  extra: Partial<Pick<NamedRoute, 'layout' | 'isValid'>> = {},
): NamedRoute => ({ pattern, category, lookup, layout: extra.layout ?? DEFAULT_LAYOUT, ...extra });

const app = (pattern: string, pageType: string, layout?: PageLayout): NamedRoute =>
  route(
    pattern,
    'Application',
    { by: 'pageType', pageType, categories: ['Application'] },
    {
      ...(layout ? { layout } : {}),
    },
  );

/**
 * Account pages: the seeded templates use the route's segment after `/billing/` as their
 * pageType (`account`, `requests/new`...); the request detail's pageType is `requests/detail`.
 */
const billing = (
  segment: string,
  category: PageCategory = 'My Account',
  isValid?: NamedRoute['isValid'],
  pageType = segment,
): NamedRoute =>
  route(
    `/billing/${segment}`,
    category,
    { by: 'pageType', pageType, categories: ACCOUNT },
    {
      ...(isValid ? { isValid } : {}),
    },
  );

const status = (code: number): NamedRoute =>
  route(`/${code}`, null, { by: 'status', status: code });

/**
 * Every named route of both spec tables (spec 000 and 001 section 2), in match order: a static
 * segment comes before a parameter in the same place. `/` and `/:page` (friendly URLs) and the
 * product-by-slug paths are not here: resolvePage handles what no named route matches.
 */
export const NAMED_ROUTES: readonly NamedRoute[] = [
  route('/', 'Application', { by: 'portalHome' }),
  app('/login', 'Login', 'wrapperless'),
  app('/changePassword', 'ChangePassword', 'wrapperless'),
  status(401),
  status(404),
  status(500),
  status(503),
  status(509),
  route('/cart', 'Cart', { by: 'category', category: 'Cart' }),
  route(
    '/cart/:quoteId',
    'Cart',
    { by: 'category', category: 'Cart' },
    {
      isValid: (params) => isRecordId(params.quoteId),
    },
  ),
  route('/checkout', 'Checkout', { by: 'category', category: 'Checkout' }),
  route('/guidance', 'Guidance', { by: 'category', category: 'Guidance' }),
  app('/cpq', 'CPQ'),
  app('/configurator', 'Configurator'),
  app('/elearning', 'ELearning'),
  app('/viewInvoice', 'ViewInvoice'),
  app('/productDetails', 'ProductDetails'),
  app('/category/:id', 'Category'),
  // An instrument of the installed base (issue 19; ours, like /billing/cases: docs/decisions.md).
  app('/service/instrument/:instrumentId', 'Instrument'),
  route('/product/:productTemplateId', 'Application', {
    by: 'templateId',
    param: 'productTemplateId',
  }),
  route('/product/:productTemplateId/:productId', 'Application', {
    by: 'templateId',
    param: 'productTemplateId',
  }),
  route('/list/:templateId', 'List page', { by: 'templateId', param: 'templateId' }),
  route('/detail', 'Details page', { by: 'category', category: 'Details page' }),
  route('/detail/:templateId', 'Details page', { by: 'templateId', param: 'templateId' }),
  billing('account'),
  billing('enhancedList'),
  billing('manageusers'),
  billing('payment'),
  billing('paymentmethods'),
  billing('profile'),
  billing('requests'),
  billing('requests/new', 'Create Record'),
  billing(
    'requests/request-:requestId',
    'My Account',
    (params) => isRequestId(params.requestId),
    'requests/detail',
  ),
  billing('shippingaddress'),
  billing('shippingmethods'),
  billing('cases'),
];

export interface RouteMatch {
  route: NamedRoute;
  params: Record<string, string>;
}

const PREFIXED_PARAM = /^([^:]*):(\w+)$/;

function matchSegments(
  pattern: readonly string[],
  path: readonly string[],
): RouteMatch['params'] | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < pattern.length; index++) {
    const expected = pattern[index] ?? '';
    const actual = path[index] ?? '';
    const param = PREFIXED_PARAM.exec(expected);
    if (param) {
      const [, prefix = '', name = ''] = param;
      // A segment without the prefix still matches, with an empty parameter, so the route's
      // validity check answers `Page Not Found: {path}` instead of a product-by-slug lookup.
      params[name] = actual.toLowerCase().startsWith(prefix.toLowerCase())
        ? decodeURIComponent(actual.slice(prefix.length))
        : '';
      continue;
    }
    // Static segments match like react-router's: case-insensitive.
    if (expected.toLowerCase() !== actual.toLowerCase()) return null;
  }
  return params;
}

/** The named route a path matches (trailing slash ignored), with its parameters as written. */
export function matchNamedRoute(
  pathname: string,
  routes: readonly NamedRoute[] = NAMED_ROUTES,
): RouteMatch | null {
  const path = pathname.split('/').filter(Boolean);
  for (const candidate of routes) {
    let params: RouteMatch['params'] | null;
    try {
      params = matchSegments(candidate.pattern.split('/').filter(Boolean), path);
    } catch {
      // A malformed percent escape cannot name a record: the route's check fails it below.
      params = candidate.isValid ? {} : null;
    }
    if (params) return { route: candidate, params };
  }
  return null;
}

/** The react-router path of a pattern: a prefixed parameter becomes a whole-segment one. */
export function routerPath(pattern: string): string {
  return pattern
    .split('/')
    .map((segment) => segment.replace(PREFIXED_PARAM, ':$2'))
    .join('/');
}

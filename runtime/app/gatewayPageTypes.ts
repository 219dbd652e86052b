import type { PageMeta } from '../storefront/pageOutcome';
import type { TemplateDetails } from '../storefront/templateDetails';
import type { Storefront } from './StorefrontContext';

/**
 * The page types whose route checks the gateway before the page renders (pageLoader.ts): their
 * checks are lazy chunks (categoryPage.ts, instrumentPage.ts), so every other page's entry does
 * not carry them nor the domain areas they read.
 */

/** The pageType of the template `/category/{id}` renders (routeTable.ts). */
export const CATEGORY_PAGE_TYPE = 'category';

/** The pageType of the template `/service/instrument/{id}` renders (routeTable.ts). */
export const INSTRUMENT_PAGE_TYPE = 'instrument';

/**
 * A page type's check: its title, or null when the page is not found (a category the storefront
 * does not sell, an instrument that is not the account's), or undefined to leave the page as it is.
 */
type GatewayPageCheck = (
  storefront: Storefront,
  template: TemplateDetails,
  pathname: string,
) => Promise<PageMeta | null | undefined>;

const CHECKS = new Map<string, () => Promise<GatewayPageCheck>>([
  [CATEGORY_PAGE_TYPE, () => import('./categoryPage').then((chunk) => chunk.categoryPageMeta)],
  [
    INSTRUMENT_PAGE_TYPE,
    () => import('./instrumentPage').then((chunk) => chunk.instrumentPageMeta),
  ],
]);

/** Runs the check of the template's page type, its code loaded then (undefined for other types). */
export async function gatewayPageMeta(
  storefront: Storefront,
  template: TemplateDetails,
  pathname: string,
): Promise<PageMeta | null | undefined> {
  const load = CHECKS.get(template.pageType.toLowerCase());
  return load ? (await load())(storefront, template, pathname) : undefined;
}

/**
 * The page types whose route checks the gateway before the page renders (pageLoader.ts): their
 * checks are lazy chunks (categoryPage.ts, instrumentPage.ts), so every other page's entry does
 * not carry them nor the domain areas they read.
 */

/** The pageType of the template `/category/{id}` renders (routeTable.ts). */
export const CATEGORY_PAGE_TYPE = 'category';

/** The pageType of the template `/service/instrument/{id}` renders (routeTable.ts). */
export const INSTRUMENT_PAGE_TYPE = 'instrument';

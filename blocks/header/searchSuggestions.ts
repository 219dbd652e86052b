import { SEARCH_MIN_LENGTH, siteSearchRequest, type MakeCallRequest } from '../../runtime/blocks';

/** Suggestions shown under the header's search field. */
export const SUGGESTION_COUNT = 6;

/** One product suggestion. */
export interface SearchSuggestion {
  itemId: string;
  title: string;
  sku: string;
  group: string;
}

/**
 * The search behind the suggestions: the site search (runtime/domain/search) over every catalogue
 * the storefront sells, by relevance, one short page. Null below the minimum length.
 */
export function suggestionRequest(text: string, minLength: number): MakeCallRequest | null {
  const searchText = text.trim();
  if (searchText.length < Math.max(minLength, SEARCH_MIN_LENGTH)) return null;
  return siteSearchRequest({
    searchText,
    page: 1,
    pageSize: SUGGESTION_COUNT,
    sort: 'relevance',
  });
}

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** The products of retrieveCatalogNG's answer, as suggestions; anything unreadable is left out. */
export function suggestionsFrom(content: unknown): SearchSuggestion[] {
  const items = (content as { lstItems?: unknown } | null)?.lstItems;
  if (!Array.isArray(items)) return [];
  return items
    .map((item: Record<string, unknown>) => ({
      itemId: text(item.itemId),
      title: text(item.title),
      sku: text(item.sku),
      group: text(item.group),
    }))
    .filter((item) => item.itemId && item.title);
}

/** The spec's product page that names its product in the query (spec 001 section 2). */
export function productDetailsHref(itemId: string): string {
  return `/productDetails?productId=${encodeURIComponent(itemId)}`;
}

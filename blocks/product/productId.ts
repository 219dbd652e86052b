/**
 * The product a product page shows, from its URL (spec 001 section 2):
 * `/product/{productTemplateId}/{productId}` names it in the path, `/productDetails` in the query
 * (productId, itemId or id). Any other path is a friendly URL the CRM resolves: 'slug'.
 */
export function productIdFromUrl(pathname: string, search: string): string | 'slug' | null {
  const segments = pathname.split('/').filter(Boolean);
  if (segments[0]?.toLowerCase() === 'product') {
    return segments[2] ? decodeURIComponent(segments[2]) : null;
  }
  if (segments[0]?.toLowerCase() === 'productdetails') {
    const params = new URLSearchParams(search);
    return params.get('productId') ?? params.get('itemId') ?? params.get('id');
  }
  return segments.length >= 3 ? 'slug' : null;
}

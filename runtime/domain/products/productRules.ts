import type { MakeCallRequest } from '../../gateway/index';
import { amountFieldValue, currencyCode } from '../money/index';
import type { ProductDetails } from './productTypes';

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

/** The getRecord fields a product page reads: price and configuration requirement among them. */
export const PRODUCT_RECORD_FIELDS = [
  'Name',
  'ProductCode',
  'Description',
  'Family',
  'Price',
  'CurrencyIsoCode',
  'Configuration_Requirement__c',
];

/** getFormattedObjectDetails of a product (by item id, catalogue item id or SKU). */
export const productDetailsRequest = (productId: string): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'getFormattedObjectDetails',
  method: 'GET',
  query: { objectapi: 'Product2', objectid: productId },
});

/** getRecord of a product: its price for the caller's account. */
export const productRecordRequest = (itemId: string): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'getRecord',
  method: 'POST',
  payload: { objectName: 'Product2', objectId: itemId, displayFields: PRODUCT_RECORD_FIELDS },
});

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : typeof value === 'number' ? String(value) : '';

/** A formatted field's value by name, as text. */
export function detailField(details: ProductDetails, name: string): string {
  return text(details.fields.find((field) => field.name === name)?.value);
}

/** The page address as search engines should file it: an absolute URL on `origin`, or null. */
function absolute(path: string | undefined, origin: string): string | null {
  if (!path) return null;
  try {
    const url = new URL(path, origin);
    return url.origin === new URL(origin).origin ? url.href : null;
  } catch {
    return null;
  }
}

/** The canonical URL of a product: its friendly URL on the storefront's host, when it has one. */
export function productCanonicalUrl(details: ProductDetails, origin: string): string | null {
  return absolute(details.friendlyURL, origin);
}

/**
 * schema.org Product structured data (JSON-LD) of a product page: name, SKU, description, images,
 * brand and one Offer at the price the visitor's price list gives (a guest's: the list price),
 * in stock while the catalogue sells it. Null without a name.
 */
export function productJsonLd(
  details: ProductDetails,
  record: Record<string, unknown> | null,
  origin: string,
): Record<string, unknown> | null {
  const name = detailField(details, 'Name') || text(record?.Name);
  if (!name) return null;
  const sku = detailField(details, 'ProductCode') || text(record?.ProductCode);
  const description = detailField(details, 'Description') || text(record?.Description);
  const images = details.images
    .map((image) => absolute(image.url, origin))
    .filter((url): url is string => url !== null);
  const price = amountFieldValue(record?.Price) ?? NaN;
  const currency = currencyCode(record?.CurrencyIsoCode, '');
  const url = productCanonicalUrl(details, origin);
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name,
    ...(sku ? { sku, mpn: sku } : {}),
    ...(description ? { description } : {}),
    ...(images.length > 0 ? { image: images } : {}),
    ...(details.brand ? { brand: { '@type': 'Brand', name: details.brand } } : {}),
    ...(details.group ? { category: details.group } : {}),
    ...(url ? { url } : {}),
    ...(Number.isFinite(price) && price > 0 && currency
      ? {
          offers: {
            '@type': 'Offer',
            price: price.toFixed(2),
            priceCurrency: currency,
            availability: 'https://schema.org/InStock',
            itemCondition: 'https://schema.org/NewCondition',
            ...(url ? { url } : {}),
          },
        }
      : {}),
  };
}

/** A price as the visitor pays it, and the list price to strike through beside it (or null). */
export interface ShownPrice {
  price: number;
  listPrice: number | null;
}

/**
 * What a card or product page shows of a price: the account's price (its contract price when the
 * CRM gives one) and the list price struck through only where it is higher; null without a price.
 */
export function shownPrice(price: unknown, listPrice: unknown): ShownPrice | null {
  const amount = amountFieldValue(price);
  if (amount === null) return null;
  const list = amountFieldValue(listPrice);
  return { price: amount, listPrice: list !== null && list > amount ? list : null };
}

/** The unit price of a product for a range of quantities (maxQty null: and above). */
export interface QuantityTier {
  minQty: number;
  maxQty: number | null;
  price: number;
}

/**
 * The account's quantity tiers of a product from getRecord's PriceTiers, ordered by quantity;
 * empty (nothing to show) when the CRM sends fewer than two or a malformed list.
 */
export function quantityTiers(value: unknown): QuantityTier[] {
  if (!Array.isArray(value)) return [];
  const tiers: QuantityTier[] = [];
  for (const entry of value) {
    if (!entry || typeof entry !== 'object') return [];
    const { minQty, maxQty, price } = entry as Record<string, unknown>;
    const min = Number(minQty);
    const max = maxQty === null || maxQty === undefined ? null : Number(maxQty);
    const amount = Number(price);
    if (!Number.isInteger(min) || min < 1 || !Number.isFinite(amount)) return [];
    if (max !== null && (!Number.isInteger(max) || max < min)) return [];
    tiers.push({ minQty: min, maxQty: max, price: amount });
  }
  tiers.sort((a, b) => a.minQty - b.minQty);
  return tiers.length > 1 ? tiers : [];
}

/** A tier's quantities as a buyer reads them: "1–9", "50+", or "10" for a single quantity. */
export function tierRangeLabel(tier: QuantityTier): string {
  if (tier.maxQty === null) return `${tier.minQty}+`;
  return tier.maxQty === tier.minQty ? String(tier.minQty) : `${tier.minQty}–${tier.maxQty}`;
}

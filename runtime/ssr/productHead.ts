import { makeCall, type GatewayConnection } from '../gateway/index';
import {
  productCanonicalUrl,
  productDetailsRequest,
  productIdFromUrl,
  productJsonLd,
  productRecordRequest,
  type ProductDetails,
  type ProductRecord,
} from '../domain/products/index';
import { mergedMetaInfoRequest } from '../storefront/mergedMetaInfo';

/** What a product page adds to the server-rendered head. */
export interface ProductHead {
  canonical: string | null;
  jsonLd: Record<string, unknown> | null;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The product a product page's URL names, read as the visitor's price list gives it (the server
 * renders guests only: the guest account's list price), for its canonical URL and schema.org
 * Product data. Null when the URL names no product the storefront sells.
 */
export async function productHead(
  connection: GatewayConnection,
  url: URL,
  signal: AbortSignal,
): Promise<ProductHead | null> {
  let productId = productIdFromUrl(url.pathname, url.search);
  if (productId === 'slug') {
    const info = await makeCall<unknown>(connection, mergedMetaInfoRequest(url.pathname), {
      signal,
      idempotent: true,
    }).catch(() => null);
    productId = isRecord(info) && typeof info.itemId === 'string' ? info.itemId : null;
  }
  if (!productId) return null;
  const details = await makeCall<ProductDetails | []>(
    connection,
    productDetailsRequest(productId),
    { signal, idempotent: true },
  );
  if (Array.isArray(details) || !isRecord(details) || typeof details.itemId !== 'string')
    return null;
  const record = await makeCall<ProductRecord | []>(
    connection,
    productRecordRequest(details.itemId),
    { signal, idempotent: true },
  ).catch(() => null);
  const origin = url.origin;
  return {
    canonical: productCanonicalUrl(details, origin),
    jsonLd: productJsonLd(
      details,
      isRecord(record) && isRecord(record.recordData) ? record.recordData : null,
      origin,
    ),
  };
}

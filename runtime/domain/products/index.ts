/**
 * The products area of the domain layer (runtime/domain/README.md): which product a page names,
 * the CRM reads of a product page, and what search engines read of it (schema.org Product,
 * canonical URL), shared by the product block and the server render.
 */
export type { FormattedField, ProductDetails, ProductImage, ProductRecord } from './productTypes';
export {
  detailField,
  PRODUCT_RECORD_FIELDS,
  productCanonicalUrl,
  productDetailsRequest,
  productIdFromUrl,
  productJsonLd,
  productRecordRequest,
  quantityTiers,
  shownPrice,
  tierRangeLabel,
  type QuantityTier,
  type ShownPrice,
} from './productRules';

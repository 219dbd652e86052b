import type { MakeCallRequest } from '../../runtime/blocks';

export interface FormattedField {
  name: string;
  label: string;
  type: string;
  value: unknown;
}

/** One picture of a product: the large image, its thumbnail when the CRM has one, its name. */
export interface ProductImage {
  url: string;
  thumbnailUrl?: string | null;
  alt: string;
}

/** getFormattedObjectDetails' answer for a product. */
export interface ProductDetails {
  itemId: string;
  catalogItemId: string;
  catalogId: string;
  group: string;
  friendlyURL?: string;
  fields: FormattedField[];
  attributes: Record<string, string>;
  images: ProductImage[];
  documents: { name: string; fileName: string; url: string }[];
}

/** getRecord's answer. */
export interface ProductRecord {
  recordData: Record<string, unknown>;
  fieldsMetadata: { name: string; label: string; type: string }[];
}

export const RECORD_FIELDS = [
  'Name',
  'ProductCode',
  'Description',
  'Family',
  'Price',
  'CurrencyIsoCode',
  'Configuration_Requirement__c',
];

export const detailsRequest = (productId: string): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'getFormattedObjectDetails',
  method: 'GET',
  query: { objectapi: 'Product2', objectid: productId },
});

export const recordRequest = (itemId: string): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'getRecord',
  method: 'POST',
  payload: { objectName: 'Product2', objectId: itemId, displayFields: RECORD_FIELDS },
});

export const relatedRequest = (
  details: ProductDetails,
  source: 'sameGroup' | 'sameCatalog',
  limit: number,
): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'retrieveCatalogNG',
  method: 'POST',
  payload: {
    jsonData: JSON.stringify({
      catalogId: details.catalogId,
      itemGroups: source === 'sameGroup' ? [details.group] : [],
      page: 1,
      // One more than shown: the product itself may be among them.
      pageSize: limit + 1,
    }),
  },
});

import type { MakeCallRequest } from '../../runtime/index';

/** The catalogue's CRM calls: the search travels as jsonData (spec 001 section 7). */
export const catalogueRequest = (
  type: string,
  search: Record<string, unknown>,
): MakeCallRequest => ({
  base: 'ecommerce',
  type,
  method: 'POST',
  payload: { jsonData: JSON.stringify(search) },
});

export const ecatalogDetailsRequest = (catalogId: string): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'getEcatalogDetails',
  method: 'GET',
  query: { catalogId },
});

export const savedFilterRequest = (ecfr: string): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'getSavedFilter',
  method: 'GET',
  query: { ecfr },
});

/** getEcatalogDetails' answer for one catalogue. */
export interface EcatalogDetails {
  eCatalogId: string;
  name: string;
  groups: string[];
  filters: { attribute: string; label: string; values: string[] }[];
}

export type GroupCounts = { group: string; count: number | string }[];
export type PicklistCounts = Record<
  string,
  { label: string; values: { value: string; count: number | string }[] }
>;

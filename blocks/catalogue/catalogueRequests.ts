import { storefrontCataloguesRequest, type MakeCallRequest } from '../../runtime/blocks';
import type { CatalogueConfiguration } from '../../schemas/generated/blocks/catalogue';
import type { CatalogueState } from './catalogueState';

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

/** One catalogue's details, or (null) every catalogue the storefront sells. */
export const ecatalogDetailsRequest = (catalogId: string | null): MakeCallRequest =>
  catalogId
    ? { base: 'ecommerce', type: 'getEcatalogDetails', method: 'GET', query: { catalogId } }
    : storefrontCataloguesRequest();

export const savedFilterRequest = (ecfr: string): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'getSavedFilter',
  method: 'GET',
  query: { ecfr },
});

/** saveECatalogFilters: the chosen search, groups, filters and sort under the block's heading. */
export const saveFilterRequest = (
  configuration: Pick<CatalogueConfiguration, 'heading' | 'catalogId'>,
  state: Pick<CatalogueState, 'searchText' | 'groups' | 'filters' | 'sort'>,
): MakeCallRequest => ({
  base: 'ecommerce',
  type: 'saveECatalogFilters',
  method: 'POST',
  payload: {
    name: configuration.heading ?? 'Catalogue filter',
    catalogId: configuration.catalogId,
    filters: {
      searchText: state.searchText,
      groups: state.groups,
      filters: state.filters,
      sort: state.sort,
    },
  },
});

/** getEcatalogDetails' answer for one catalogue. */
export interface EcatalogDetails {
  eCatalogId: string;
  name: string;
  catalogGroupId?: string;
  catalogGroupName?: string;
  groups: string[];
  filters: { attribute: string; label: string; values: string[] }[];
}

export type GroupCounts = { group: string; count: number | string }[];
export type PicklistCounts = Record<
  string,
  { label: string; values: { value: string; count: number | string }[] }
>;

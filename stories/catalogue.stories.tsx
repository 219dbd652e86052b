import type { Meta, StoryObj } from '@storybook/react-vite';
import Catalogue from '../blocks/catalogue/Catalogue';
import { withCrm, type CrmAnswer } from './support/storyGateway';

const REQUIREMENTS = [
  'No Configuration',
  'Suggests Configuration',
  'Needs Configuration',
  'Upload',
  'Upload Add',
  '',
];
const GROUPS = ['Antibodies', 'Beads', 'Viability Dyes'];

const ITEMS = Array.from({ length: 240 }, (_, index) => ({
  itemId: `a1Cellaris${String(index + 1).padStart(7, '0')}`,
  catalogItemId: `a1ECellaris${String(index + 1).padStart(7, '0')}`,
  sku: `FC-${10001 + index}`,
  title: `CD${index + 1} Monoclonal Antibody, ${['FITC', 'PE', 'APC'][index % 3]}`,
  description: 'Validated for flow cytometry on human peripheral blood.',
  thumbnail: '/static/org-cellaris/img/antibody-thumb.svg',
  price: 150 + (index % 7) * 35,
  currency: 'USD',
  group: GROUPS[index % GROUPS.length],
  configurationRequirement: REQUIREMENTS[index % REQUIREMENTS.length],
  attributes: {
    packSize: `${25 * (1 + (index % 4))} tests`,
    fluorochrome: ['FITC', 'PE', 'APC'][index % 3],
  },
}));

function catalogueCrm(items: typeof ITEMS, itemCount = items.length) {
  return (type: string, payload: unknown): CrmAnswer => {
    switch (type) {
      case 'getEcatalogDetails':
        return {
          statusCode: 200,
          content: [
            {
              eCatalogId: 'ecat-cytometry',
              name: 'Flow Cytometry',
              groups: GROUPS,
              filters: [
                { attribute: 'fluorochrome', label: 'Fluorochrome', values: ['APC', 'FITC', 'PE'] },
              ],
            },
          ],
        };
      case 'getCatalogGroupCounts':
        return { statusCode: 200, content: GROUPS.map((group) => ({ group, count: 80 })) };
      case 'getCatalogPicklistGroupCounts':
        return {
          statusCode: 200,
          content: {
            fluorochrome: {
              label: 'Fluorochrome',
              values: ['APC', 'FITC', 'PE'].map((value) => ({ value, count: 80 })),
            },
          },
        };
      case 'retrieveCatalogNG': {
        const search = JSON.parse(String((payload as { jsonData: string }).jsonData)) as {
          page: number;
          pageSize: number;
        };
        const start = (search.page - 1) * search.pageSize;
        return {
          statusCode: 200,
          content: {
            lstItems: items.slice(start, start + search.pageSize),
            soslOrderedItemIds: [],
            itemCount,
          },
        };
      }
      case 'saveECatalogFilters':
        return { statusCode: 200, content: { ecfr: 'aEFDn0000000000001' } };
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  };
}

const meta = {
  title: 'Blocks/Catalogue',
  component: Catalogue,
  parameters: { path: '/flow_consumables' },
  decorators: [withCrm(catalogueCrm(ITEMS))],
  args: {
    blockId: 'story-catalogue',
    contentJSON: null,
    configuration: {
      heading: 'All flow cytometry products',
      catalogId: 'ecat-cytometry',
      productTemplateId: 'tpl-product',
      friendlyTemplate: 'product_detail',
      friendlyUrlPattern: '{group}/{title}',
      pageSize: 24,
      pageSizeOptions: [12, 24, 48, 2000],
      cardFields: ['sku', 'packSize', 'price'],
    },
  },
} satisfies Meta<typeof Catalogue>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Grid: Story = {};

export const ListView: Story = { parameters: { path: '/flow_consumables?view=list' } };

/** More than 200 cards: rows are virtualized. */
export const AllItemsVirtualized: Story = {
  parameters: { path: '/flow_consumables?size=2000' },
};

export const CapReached: Story = { decorators: [withCrm(catalogueCrm(ITEMS.slice(0, 24), 2000))] };

export const Loading: Story = { decorators: [withCrm(() => 'pending')] };

export const Empty: Story = {
  parameters: { path: '/flow_consumables?q=zzz' },
  decorators: [withCrm(catalogueCrm([]))],
};

/** Two catalogues in two groups, as getEcatalogDetails answers without a catalogId. */
const STOREFRONT_CATALOGUES = [
  {
    eCatalogId: 'ecat-cytometry',
    name: 'Flow Cytometry & Imaging',
    catalogGroupId: 'cg-cytometry',
    catalogGroupName: 'Cytometry',
    groups: GROUPS,
    filters: [{ attribute: 'fluorochrome', label: 'Fluorochrome', values: ['APC', 'FITC', 'PE'] }],
  },
  {
    eCatalogId: 'ecat-genomics',
    name: 'Genomics',
    catalogGroupId: 'cg-genomics',
    catalogGroupName: 'Genomics',
    groups: ['Library Prep Kits'],
    filters: [],
  },
];

/** The site search's CRM: every catalogue, counted one by one (cytometry 180, genomics 60). */
function siteCrm(items: typeof ITEMS) {
  const base = catalogueCrm(items);
  return (type: string, payload: unknown): CrmAnswer => {
    if (type === 'getEcatalogDetails') return { statusCode: 200, content: STOREFRONT_CATALOGUES };
    if (type === 'retrieveCatalogNG') {
      const search = JSON.parse(String((payload as { jsonData: string }).jsonData)) as {
        catalogId: string | null;
        pageSize: number;
      };
      const counts: Record<string, number> = { 'ecat-cytometry': 180, 'ecat-genomics': 60 };
      const count = search.catalogId
        ? (counts[search.catalogId] ?? 0)
        : items.length === 0
          ? 0
          : 240;
      if (search.pageSize === 1 || items.length === 0)
        return {
          statusCode: 200,
          content: { lstItems: items.slice(0, 1), soslOrderedItemIds: [], itemCount: count },
        };
    }
    return base(type, payload);
  };
}

const siteConfiguration = {
  heading: 'Search results',
  scope: 'site' as const,
  productTemplateId: 'tpl-product',
  friendlyTemplate: 'product_detail',
  friendlyUrlPattern: '{group}/{title}',
  productLinks: [{ catalogId: 'ecat-genomics', friendlyTemplate: 'genomics_product' }],
  pageSize: 24,
  pageSizeOptions: [12, 24, 48, 96],
  cardFields: ['sku', 'packSize', 'price'],
  allowExport: false,
  allowSavedFilters: false,
};

/** The search results page (`/search?q=`): every catalogue, a count for each. */
export const SiteSearchResults: Story = {
  parameters: { path: '/search?q=antibody' },
  decorators: [withCrm(siteCrm(ITEMS))],
  args: { configuration: siteConfiguration },
};

/** One catalogue chosen among the results: its filters appear. */
export const SiteSearchOneCatalogue: Story = {
  parameters: { path: '/search?q=antibody&catalog=ecat-cytometry' },
  decorators: [withCrm(siteCrm(ITEMS))],
  args: { configuration: siteConfiguration },
};

/** The results page before anything is searched for. */
export const SiteSearchPrompt: Story = {
  parameters: { path: '/search' },
  decorators: [withCrm(siteCrm(ITEMS))],
  args: { configuration: siteConfiguration },
};

/** Nothing matches: advice instead of results. */
export const SiteSearchNoResults: Story = {
  parameters: { path: '/search?q=zzqx' },
  decorators: [withCrm(siteCrm([]))],
  args: { configuration: siteConfiguration },
};

/** A failed search: the error with a retry. */
export const SiteSearchError: Story = {
  parameters: { path: '/search?q=antibody' },
  decorators: [
    withCrm((type) =>
      type === 'getEcatalogDetails'
        ? { statusCode: 200, content: STOREFRONT_CATALOGUES }
        : { statusCode: 500, content: 'An internal failure occurred.' },
    ),
  ],
  args: { configuration: siteConfiguration },
};

/** A category page (`/category/{id}`): the group's catalogues, headed by the group's name. */
export const CategoryPage: Story = {
  parameters: { path: '/category/cg-cytometry' },
  decorators: [withCrm(siteCrm(ITEMS))],
  args: {
    configuration: { ...siteConfiguration, heading: undefined, scope: 'category' as const },
  },
};

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

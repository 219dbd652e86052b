import type { Meta, StoryObj } from '@storybook/react-vite';
import Product from '../blocks/product/Product';
import { withCrm, type CrmAnswer } from './support/storyGateway';

function productCrm(requirement: string, record: Record<string, unknown> = {}) {
  return (type: string): CrmAnswer => {
    switch (type) {
      case 'getFormattedObjectDetails':
        return {
          statusCode: 200,
          content: {
            itemId: 'a1Cellaris0000001',
            catalogItemId: 'a1ECellaris0000001',
            catalogId: 'ecat-cytometry',
            group: 'Antibodies',
            fields: [],
            attributes: {
              species: 'Human',
              clone: 'RPA-T4',
              fluorochrome: 'FITC',
              packSize: '100 tests',
            },
            images: [{ url: '/static/org-cellaris/img/antibody.svg', alt: 'CD4 antibody' }],
            documents: [
              {
                name: 'Datasheet',
                fileName: 'FC-1001-datasheet.pdf',
                url: '/static/docs/FC-1001-datasheet.pdf',
              },
              {
                name: 'Raw data',
                fileName: 'FC-1001-raw-data.zip',
                url: '/static/docs/FC-1001-raw-data.zip',
              },
            ],
          },
        };
      case 'getRecord':
        return {
          statusCode: 200,
          content: {
            recordData: {
              Name: 'CD4 Monoclonal Antibody (RPA-T4), FITC',
              ProductCode: 'FC-1001',
              Description: 'Mouse anti-human CD4, conjugated to FITC, for flow cytometry.',
              Price: 245,
              CurrencyIsoCode: 'USD',
              Configuration_Requirement__c: requirement,
              ...record,
            },
            fieldsMetadata: [],
          },
        };
      case 'retrieveCatalogNG':
        return {
          statusCode: 200,
          content: {
            lstItems: [
              {
                itemId: 'a1Cellaris0000002',
                title: 'CD8a Monoclonal Antibody, PE',
                price: 245,
                currency: 'USD',
                friendlyURL: '/product_detail/flow-cytometry/FC-1002',
              },
              {
                itemId: 'a1Cellaris0000003',
                title: 'CD45 Monoclonal Antibody, APC',
                price: 265,
                currency: 'USD',
                friendlyURL: '/product_detail/flow-cytometry/FC-1003',
              },
            ],
            soslOrderedItemIds: [],
            itemCount: 2,
          },
        };
      default:
        return { statusCode: 404, content: 'Query name not found, improper request.' };
    }
  };
}

const meta = {
  title: 'Blocks/Product',
  component: Product,
  parameters: { path: '/product/tpl-product/a1Cellaris0000001' },
  decorators: [withCrm(productCrm('No Configuration'))],
  args: {
    blockId: 'story-product',
    contentJSON: null,
    configuration: {
      showImageGallery: true,
      showSku: true,
      showPrice: true,
      attributes: ['species', 'clone', 'fluorochrome', 'packSize'],
      documents: ['Datasheet', 'Raw data'],
      showQuantity: true,
      breadcrumbs: true,
      related: { heading: 'Frequently bought together', source: 'sameGroup', limit: 4 },
    },
  },
} satisfies Meta<typeof Product>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const NeedsConfiguration: Story = {
  decorators: [withCrm(productCrm('Needs Configuration'))],
};

export const Loading: Story = { decorators: [withCrm(() => 'pending')] };

export const NotAvailable: Story = {
  decorators: [withCrm(() => ({ statusCode: 200, content: 'ERROR: No records Found.' }))],
};

/**
 * A signed-in customer of an account with a contract price book (issue 15): the contract price,
 * the list price struck through, and the book's volume tiers.
 */
export const ContractPrices: Story = {
  decorators: [
    withCrm(
      productCrm('No Configuration', {
        Price: 200.9,
        ListPrice: 245,
        PriceTiers: [
          { minQty: 1, maxQty: 9, price: 200.9 },
          { minQty: 10, maxQty: 49, price: 191.1 },
          { minQty: 50, maxQty: null, price: 181.3 },
        ],
      }),
    ),
  ],
};

import { block, type BlockDraft } from './blockBuilders';
import type { TemplateDefinition } from './templateCatalog';

interface RelatedItems {
  heading: string;
  source: 'sameGroup' | 'sameCatalog';
  limit: number;
}

/** The product block (blocks/product): details, attributes, images, documents, related items. */
export const productBlock = (
  attributes: string[],
  documents: string[],
  related: RelatedItems,
): BlockDraft =>
  block('product', {
    showImageGallery: true,
    showSku: true,
    showPrice: true,
    attributes,
    documents,
    showQuantity: true,
    breadcrumbs: true,
    related,
  });

/**
 * Commerce templates not covered by the base catalogue: /productDetails (spec 001 section 2),
 * a product page that names its product in the query (?productId=).
 */
export const COMMERCE_TEMPLATES: TemplateDefinition[] = [
  {
    templateId: 'tpl-product-details',
    templateName: 'Product Details',
    pageType: 'ProductDetails',
    pageCategory: 'Application',
    friendlyURL: 'product-details',
    catalogGroup: 'cg-cytometry',
    continueShoppingTemplate: 'tpl-flow-consumables',
    pageTitle: 'Product details | Cellaris',
    createdDays: -328,
    content: () => [
      productBlock(
        ['species', 'fluorochrome', 'application', 'sampleType', 'platform', 'packSize', 'storage'],
        ['Datasheet', 'Protocol', 'Safety Data Sheet'],
        { heading: 'Related products', source: 'sameGroup', limit: 4 },
      ),
    ],
  },
];

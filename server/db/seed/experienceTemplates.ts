import { block, type BlockDraft } from './blockBuilders';
import type { TemplateDefinition } from './templateCatalog';

/** Every catalogue's cards link to its own product template (templateCatalog.ts). */
const PRODUCT_LINKS = [
  {
    catalogId: 'ecat-cytometry',
    productTemplateId: 'tpl-product',
    friendlyTemplate: 'product_detail',
  },
  {
    catalogId: 'ecat-genomics',
    productTemplateId: 'tpl-product-genomics',
    friendlyTemplate: 'genomics_product',
  },
];

/** The catalogue block over more than one catalogue: the site search or a category (issue 15). */
const multiCatalogueBlock = (scope: 'site' | 'category', heading?: string): BlockDraft =>
  block(
    'catalogue',
    {
      ...(heading ? { heading } : {}),
      scope,
      productTemplateId: 'tpl-product',
      friendlyTemplate: 'product_detail',
      friendlyUrlPattern: '{group}/{title}',
      productLinks: PRODUCT_LINKS,
      pageSize: 24,
      pageSizeOptions: [12, 24, 48, 96],
      defaultSort: 'relevance',
      sortOptions: ['relevance', 'title', 'price-asc', 'price-desc', 'sku'],
      view: 'grid',
      showFilters: true,
      showGroupCounts: true,
      showPrices: true,
      cardFields: ['sku', 'packSize', 'price'],
      allowExport: false,
      allowSavedFilters: false,
    },
    { paddingTop: '16px' },
  );

/**
 * Issue 15's pages of the storefront experience: the search results page the header's search
 * opens (`/search?q=`) and the category page (`/category/{catalogGroupId}`, spec 000 section 2,
 * found by its pageType `Category`).
 */
export const EXPERIENCE_TEMPLATES: TemplateDefinition[] = [
  {
    templateId: 'tpl-search',
    templateName: 'Search Results',
    pageType: 'Search',
    pageCategory: 'Application',
    friendlyURL: 'search',
    pageTitle: 'Search | Cellaris',
    createdDays: -120,
    content: () => [multiCatalogueBlock('site', 'Search results')],
  },
  {
    templateId: 'tpl-category',
    templateName: 'Category',
    pageType: 'Category',
    pageCategory: 'Application',
    friendlyURL: 'category',
    pageTitle: 'Products | Cellaris',
    createdDays: -120,
    content: () => [multiCatalogueBlock('category')],
  },
];

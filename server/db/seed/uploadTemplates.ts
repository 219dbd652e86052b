import { block } from './blockBuilders';
import type { TemplateDefinition } from './templateCatalog';

/**
 * The order upload page (issue 20): /order-upload on every storefront, linked from the cart. The
 * configurationUpload block shows there always (`alwaysShow`); on /configurator it shows for the
 * catalogue's Upload actions (`mode=upload`).
 */
export const UPLOAD_TEMPLATES: TemplateDefinition[] = [
  {
    templateId: 'tpl-order-upload',
    templateName: 'Upload an order list',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'order-upload',
    pageTitle: 'Upload an order list | Cellaris',
    createdDays: -100,
    content: () => [
      block(
        'configurationUpload',
        {
          heading: 'Upload an order list',
          helpText:
            'Order many items at once: one item number and quantity per row, from your purchasing system or our template. Every row is checked against the catalogue before anything is added.',
          alwaysShow: true,
          template: 'orderList',
          cartUrl: '/cart',
          pageSize: 50,
        },
        { paddingTop: '16px' },
      ),
    ],
  },
];

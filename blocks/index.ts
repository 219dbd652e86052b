/**
 * The storefront's entry: registers the built-in blocks through the runtime's public API, then
 * starts the app. Each block's code is a lazy chunk loaded only by pages that use it, and so is its
 * precompiled validator (schemas/generated/blocks/<name>.js): the route loader starts both as soon
 * as a template's blocks are known, and the pipeline validates the configuration once the schema
 * arrives, before the block mounts. Only the shared layoutSettings validator ships in the entry.
 */
import {
  defineBlock,
  isHydratingFirstPage,
  loadHtmlSanitizer,
  startStorefront,
} from '../runtime/appEntry';
import './blocks.css';

defineBlock({
  componentName: 'header',
  schema: () => import('../schemas/generated/blocks/header'),
  load: () => import('./header/Header'),
  skeletonHeight: '72px',
});
defineBlock({
  componentName: 'footer',
  schema: () => import('../schemas/generated/blocks/footer'),
  load: () => import('./footer/Footer'),
  skeletonHeight: '240px',
});
defineBlock({
  componentName: 'heroBanner',
  schema: () => import('../schemas/generated/blocks/heroBanner'),
  load: () => import('./heroBanner/HeroBanner'),
  skeletonHeight: '360px',
});
defineBlock({
  componentName: 'richText',
  schema: () => import('../schemas/generated/blocks/richText'),
  // Its sanitizer comes with it, except while the client adopts the server's page: the block then
  // takes the server's sanitized markup, and the page is interactive without DOMPurify.
  load: async () => {
    const code = import('./richText/RichText');
    if (typeof window !== 'undefined' && !isHydratingFirstPage()) await loadHtmlSanitizer();
    return code;
  },
});
defineBlock({
  componentName: 'image',
  schema: () => import('../schemas/generated/blocks/image'),
  load: () => import('./image/Image'),
  skeletonHeight: '420px',
});
defineBlock({
  componentName: 'video',
  schema: () => import('../schemas/generated/blocks/video'),
  load: () => import('./video/Video'),
  skeletonHeight: '360px',
});
defineBlock({
  componentName: 'filePreviewLink',
  schema: () => import('../schemas/generated/blocks/filePreviewLink'),
  load: () => import('./filePreviewLink/FilePreviewLink'),
  skeletonHeight: '120px',
});
defineBlock({
  componentName: 'columns',
  schema: () => import('../schemas/generated/blocks/columns'),
  load: () => import('./columns/Columns'),
  skeletonHeight: '360px',
});
defineBlock({
  componentName: 'list',
  schema: () => import('../schemas/generated/blocks/list'),
  load: () => import('./list/List'),
  skeletonHeight: '480px',
});
defineBlock({
  componentName: 'detail',
  schema: () => import('../schemas/generated/blocks/detail'),
  load: () => import('./detail/Detail'),
  skeletonHeight: '360px',
});
defineBlock({
  componentName: 'catalogue',
  schema: () => import('../schemas/generated/blocks/catalogue'),
  load: () => import('./catalogue/Catalogue'),
  skeletonHeight: '960px',
});
defineBlock({
  componentName: 'product',
  schema: () => import('../schemas/generated/blocks/product'),
  load: () => import('./product/Product'),
  skeletonHeight: '640px',
});
defineBlock({
  componentName: 'cart',
  schema: () => import('../schemas/generated/blocks/cart'),
  load: () => import('./cart/Cart'),
  skeletonHeight: '480px',
});
defineBlock({
  componentName: 'login',
  schema: () => import('../schemas/generated/blocks/login'),
  load: () => import('./login/Login'),
  skeletonHeight: '480px',
});

defineBlock({
  componentName: 'customCode',
  schema: () => import('../schemas/generated/blocks/customCode'),
  load: () => import('./customCode/CustomCode'),
});

defineBlock({
  componentName: 'guidance',
  schema: () => import('../schemas/generated/blocks/guidance'),
  load: () => import('./guidance/Guidance'),
});

defineBlock({
  componentName: 'shippingAddress',
  schema: () => import('../schemas/generated/blocks/shippingAddress'),
  load: () => import('./shippingAddress/ShippingAddress'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'shippingMethod',
  schema: () => import('../schemas/generated/blocks/shippingMethod'),
  load: () => import('./shippingMethod/ShippingMethod'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'termsAndPayment',
  schema: () => import('../schemas/generated/blocks/termsAndPayment'),
  load: () => import('./termsAndPayment/TermsAndPayment'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'quoteSummary',
  schema: () => import('../schemas/generated/blocks/quoteSummary'),
  load: () => import('./quoteSummary/QuoteSummary'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'checkoutAccount',
  schema: () => import('../schemas/generated/blocks/checkoutAccount'),
  load: () => import('./checkoutAccount/CheckoutAccount'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'customForm',
  schema: () => import('../schemas/generated/blocks/customForm'),
  load: () => import('./customForm/CustomForm'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'orderConfirmation',
  schema: () => import('../schemas/generated/blocks/orderConfirmation'),
  load: () => import('./orderConfirmation/OrderConfirmation'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'manageUsers',
  schema: () => import('../schemas/generated/blocks/manageUsers'),
  load: () => import('./manageUsers/ManageUsers'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'billingProfile',
  schema: () => import('../schemas/generated/blocks/billingProfile'),
  load: () => import('./billingProfile/BillingProfile'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'elearning',
  schema: () => import('../schemas/generated/blocks/elearning'),
  load: () => import('./elearning/Elearning'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'requestsList',
  schema: () => import('../schemas/generated/blocks/requestsList'),
  load: () => import('./requestsList/RequestsList'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'requestForm',
  schema: () => import('../schemas/generated/blocks/requestForm'),
  load: () => import('./requestForm/RequestForm'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'requestDetail',
  schema: () => import('../schemas/generated/blocks/requestDetail'),
  load: () => import('./requestDetail/RequestDetail'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'billingAccount',
  schema: () => import('../schemas/generated/blocks/billingAccount'),
  load: () => import('./billingAccount/BillingAccount'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'notifications',
  schema: () => import('../schemas/generated/blocks/notifications'),
  load: () => import('./notifications/Notifications'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'orders',
  schema: () => import('../schemas/generated/blocks/orders'),
  load: () => import('./orders/Orders'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'orderDetail',
  schema: () => import('../schemas/generated/blocks/orderDetail'),
  load: () => import('./orderDetail/OrderDetail'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'shippingAddresses',
  schema: () => import('../schemas/generated/blocks/shippingAddresses'),
  load: () => import('./shippingAddresses/ShippingAddresses'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'shippingMethods',
  schema: () => import('../schemas/generated/blocks/shippingMethods'),
  load: () => import('./shippingMethods/ShippingMethods'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'paymentMethods',
  schema: () => import('../schemas/generated/blocks/paymentMethods'),
  load: () => import('./paymentMethods/PaymentMethods'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'enhancedList',
  schema: () => import('../schemas/generated/blocks/enhancedList'),
  load: () => import('./enhancedList/EnhancedList'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'viewInvoice',
  schema: () => import('../schemas/generated/blocks/viewInvoice'),
  load: () => import('./viewInvoice/ViewInvoice'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'payment',
  schema: () => import('../schemas/generated/blocks/payment'),
  load: () => import('./payment/Payment'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'configurationUpload',
  schema: () => import('../schemas/generated/blocks/configurationUpload'),
  load: () => import('./configurationUpload/ConfigurationUpload'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'knowledgeSearch',
  schema: () => import('../schemas/generated/blocks/knowledgeSearch'),
  load: () => import('./knowledgeSearch/KnowledgeSearch'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'caseForm',
  schema: () => import('../schemas/generated/blocks/caseForm'),
  load: () => import('./caseForm/CaseForm'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'cpq',
  schema: () => import('../schemas/generated/blocks/cpq'),
  load: () => import('./cpq/Cpq'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'configurator',
  schema: () => import('../schemas/generated/blocks/configurator'),
  load: () => import('./configurator/Configurator'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'installedBase',
  schema: () => import('../schemas/generated/blocks/installedBase'),
  load: () => import('./installedBase/InstalledBase'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'partsSearch',
  schema: () => import('../schemas/generated/blocks/partsSearch'),
  load: () => import('./partsSearch/PartsSearch'),
  skeletonHeight: '240px',
});

defineBlock({
  componentName: 'partsCart',
  schema: () => import('../schemas/generated/blocks/partsCart'),
  load: () => import('./partsCart/PartsCart'),
  skeletonHeight: '240px',
});

// In a task of its own: the module graph's evaluation (React, the registry) is one long task
// already, and the start (the first page's data, the router, the blocks' code) another; run as
// one, they were the longest task after a server-rendered page's first paint (Lighthouse's TBT,
// issue 22).
setTimeout(startStorefront, 0);

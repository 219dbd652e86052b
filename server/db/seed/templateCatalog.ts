import type { DemoStorefrontKey } from '../../shared/demo';
import {
  block,
  columnsBlock,
  filePreviewLink,
  heroBanner,
  imageBlock,
  richText,
  videoBlock,
  type BlockDraft,
} from './blockBuilders';
import { CUSTOM_CODE_TEMPLATES } from './customCodeDemo';
import { BLOCK_LAB_TEMPLATES } from './blockLabTemplate';
import { INTEGRATOR_EXAMPLE_TEMPLATE } from './integratorExampleTemplate';
import { COMMERCE_TEMPLATES, productBlock } from './commerceTemplates';
import { UPLOAD_TEMPLATES } from './uploadTemplates';
import { EXPERIENCE_TEMPLATES } from './experienceTemplates';

/** One page template of the demo, before it is laid out per storefront. */
export interface TemplateDefinition {
  templateId: string;
  templateName: string;
  pageType: string;
  pageCategory:
    | 'Application'
    | 'My Account'
    | 'Create Record'
    | 'Cart'
    | 'Checkout'
    | 'Guidance'
    | 'List page'
    | 'Details page';
  friendlyURL: string;
  pageTitle: string;
  portalHome?: boolean;
  catalogGroup?: string;
  continueShoppingTemplate?: string;
  checkoutOverride?: boolean;
  quoteDocumentId?: string;
  /** Days relative to the seed epoch; cart templates of one group differ so the newest wins. */
  createdDays: number;
  /** Storefronts that do not get this template (guidance: the SSO storefront has none). */
  excludeFrom?: DemoStorefrontKey[];
  content(storefront: DemoStorefrontKey): BlockDraft[];
}

/** The friendly URL of each product template: catalogue cards link through it. */
const PRODUCT_FRIENDLY_URLS: Record<string, string> = {
  'tpl-product': 'product_detail',
  'tpl-product-genomics': 'genomics_product',
};

const catalogBlock = (
  catalogId: string,
  heading: string,
  itemGroups: string[] = [],
  productTemplateId = 'tpl-product',
) =>
  block(
    'catalogue',
    {
      heading,
      catalogId,
      itemGroups,
      productTemplateId,
      friendlyTemplate: PRODUCT_FRIENDLY_URLS[productTemplateId] ?? 'product_detail',
      friendlyUrlPattern: '{group}/{title}',
      pageSize: 24,
      pageSizeOptions: [12, 24, 48, 96, 2000],
      defaultSort: 'relevance',
      sortOptions: ['relevance', 'title', 'price-asc', 'price-desc', 'sku'],
      view: 'grid',
      showFilters: true,
      showGroupCounts: true,
      showPrices: true,
      cardFields: ['sku', 'packSize', 'price'],
      allowExport: true,
      allowSavedFilters: true,
    },
    { paddingTop: '16px' },
  );

const accountPage = (
  templateId: string,
  templateName: string,
  pageType: string,
  friendlyURL: string,
  componentName: string,
  configuration: Record<string, unknown>,
  createdDays: number,
): TemplateDefinition => ({
  templateId,
  templateName,
  pageType,
  pageCategory: 'My Account',
  friendlyURL,
  pageTitle: `${templateName} | Cellaris`,
  createdDays,
  content: () => [
    richText(`<h1>${templateName}</h1>`, { paddingBottom: '8px', visibility: 'LOGGED IN' }),
    block(componentName, configuration, { visibility: 'AUTHENTICATED', paddingTop: '8px' }),
  ],
});

const CHECKOUT_BLOCKS = (): BlockDraft[] => [
  block(
    'checkoutAccount',
    { heading: '1. Account', showAccountNumber: true, allowAccountChange: false },
    // Shown to guests too: they enter their name, email and phone here (placeOrder needs them).
    { borderStyle: 'solid', radius: '6px' },
  ),
  block(
    'shippingAddress',
    {
      heading: '2. Shipping address',
      allowNewAddress: true,
      requiredFields: ['address', 'city', 'state', 'zip', 'country', 'contactName', 'phone'],
      showDeliverTo: true,
    },
    { borderStyle: 'solid', radius: '6px' },
  ),
  block(
    'shippingMethod',
    {
      heading: '3. Shipping method',
      carriers: [
        {
          carrier: 'FedEx',
          services: ['Priority Overnight (cold chain)', 'Standard Overnight', '2Day'],
        },
        { carrier: 'UPS', services: ['Next Day Air', 'Ground'] },
        { carrier: 'DHL', services: ['Express Worldwide'] },
      ],
      allowCustomerAccount: true,
    },
    { borderStyle: 'solid', radius: '6px' },
  ),
  block(
    'customForm',
    {
      heading: '4. Order details',
      fields: [
        // The quote's own PO number, so this field and the payment step's show one value.
        {
          name: 'poNumber',
          label: 'PO number',
          type: 'text',
          required: true,
          maxLength: 40,
          quoteField: 'PoNumber',
        },
        { name: 'endUser', label: 'End user (if different)', type: 'text' },
        {
          name: 'coldChainAck',
          label: 'Someone is available to receive cold-chain shipments',
          type: 'checkbox',
          required: true,
        },
      ],
    },
    { borderStyle: 'solid', radius: '6px' },
  ),
  block(
    'termsAndPayment',
    {
      heading: '5. Terms & payment',
      paymentOptions: ['Invoice (Net 30)', 'Credit card'],
      termsUrl: '/support#terms',
      requireTermsAcceptance: true,
    },
    { borderStyle: 'solid', radius: '6px' },
  ),
  block(
    'quoteSummary',
    {
      heading: 'Order summary',
      showTax: true,
      showShipping: true,
      showPromoCode: true,
      submitLabel: 'Place order',
    },
    { backgroundColor: '#F4F7FA', radius: '8px' },
  ),
  block(
    'customCode',
    { label: 'Cold-chain note' },
    { paddingTop: '8px' },
    {
      customJS:
        "blockfront.render({ type: 'text', text: 'Orders placed before 2 pm ET ship the same day on dry ice.' });",
      customCSS: ':host { font-size: 0.875rem; color: #5B6675; }',
    },
  ),
];

const CART_BLOCKS = (variant: 'standard' | 'classic' | 'genomics'): BlockDraft[] => [
  // One heading for every variant: /cart shows the newest cart template, whatever the buyer shops.
  richText('<h1>Your cart</h1>', {
    paddingBottom: '8px',
  }),
  // The cart block carries its own summary (totals, promo code, tax): see docs/decisions.md.
  block('cart', {
    layout: variant === 'classic' ? 'table' : 'cards',
    allowQuantityEdit: true,
    allowDelete: true,
    showSku: true,
    showStartNewCart: true,
    showPromoCode: true,
    emptyCartMessage: 'Your cart is empty.',
    continueShoppingUrl: variant === 'genomics' ? '/genomics_consumables' : '/flow_consumables',
    checkoutUrl: '/checkout',
  }),
  richText(
    '<p><strong>Guest?</strong> <a href="/login">Sign in</a> to see your contract pricing and save this cart.</p>',
    { visibility: 'GUEST', paddingTop: '8px' },
  ),
  // Issue 20: many items at once from a file.
  richText(
    '<p><a href="/order-upload">Upload an order list</a> (CSV or Excel) to add many items at once.</p>',
    {
      paddingTop: '8px',
    },
  ),
];

export const TEMPLATES: TemplateDefinition[] = [
  {
    templateId: 'tpl-home',
    templateName: 'Home',
    pageType: 'Home',
    pageCategory: 'Application',
    friendlyURL: 'home',
    portalHome: true,
    pageTitle: 'Cellaris Biosciences | Flow cytometry and genomics solutions',
    createdDays: -380,
    content: (storefront) => [
      heroBanner(
        storefront === 'sso'
          ? 'Welcome to the Cellaris Partner Portal'
          : 'See every cell. Read every genome.',
        'Antibodies, reagents, instruments and sequencing services for discovery and translational research.',
        { label: 'Shop flow cytometry', url: '/flow_consumables' },
        'hero-cells.svg',
        {},
      ),
      {
        ...richText(
          '<p class="lead">Signed in as a Cellaris customer: your contract pricing, saved carts and order history are one click away.</p>',
          {
            visibility: 'AUTHENTICATED',
            backgroundColor: '#EAF3FB',
            paddingTop: '16px',
            paddingBottom: '16px',
          },
        ),
      },
      // An integrator block: registered at run time by the organisation module (org-static org.js).
      ...(storefront === 'guest'
        ? [
            block(
              'promoRibbon',
              {
                message: 'Free shipping on antibody orders over $500 this quarter.',
                linkLabel: 'Shop antibodies',
                linkUrl: '/flow_consumables',
              },
              { paddingTop: '8px', paddingBottom: '8px' },
            ),
          ]
        : []),
      richText(
        '<p class="lead">Create an account or <a href="/login">sign in</a> to see your institution\'s pricing.</p>',
        {
          visibility: 'GUEST',
          backgroundColor: '#FFF6E0',
          paddingTop: '16px',
          paddingBottom: '16px',
        },
      ),
      columnsBlock(
        [
          {
            title: 'Flow Cytometry',
            text: 'Over 800 conjugated antibodies, viability dyes and compensation beads.',
            image: 'antibody.svg',
            url: '/flow_consumables',
          },
          {
            title: 'Genomics',
            text: 'Library prep kits, NGS panels and single-cell reagents for every HelixSeq system.',
            image: 'library-prep.svg',
            url: '/genomics_consumables',
          },
          {
            title: 'Services',
            text: 'Sequencing and single-cell analysis in our accredited lab, from sample to report.',
            image: 'service.svg',
            url: '/genomics_service',
          },
        ],
        {},
        // Right under the hero's title: the cards' headings are the page's second level.
        2,
      ),
      richText(
        '<h2>Built for reproducible science</h2><p>Every Cellaris antibody lot is titrated on primary cells and released with a certificate of analysis. Our HelixSeq reagents are QC-tested on the instruments they run on.</p>',
        {},
        '.bf-rich-text h2 { color: #0a7c72; letter-spacing: 0.01em; }',
      ),
      videoBlock('youtube', 'dQw4w9WgXcQ', 'Inside the Aurion 5L spectral flow cytometer', {
        columns: 2,
        columnSize: '1/2/1/2',
      }),
      imageBlock('lab-banner.svg', 'Scientists at a Cellaris Aurion flow cytometer', '/about', {
        paddingTop: '0px',
      }),
    ],
  },
  {
    templateId: 'tpl-about',
    templateName: 'About Cellaris',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'about',
    pageTitle: 'About Cellaris Biosciences',
    createdDays: -370,
    content: () => [
      heroBanner(
        'About Cellaris',
        'Tools for cell biology and genomics since 2004.',
        { label: 'Contact us', url: '/support' },
        'hero-about.svg',
      ),
      richText(
        '<h2>Our story</h2><p>Cellaris Biosciences was founded by immunologists who wanted better reagents for their own flow cytometry core. Today we serve more than 4,000 laboratories in 60 countries from sites in Waltham, Heidelberg and Singapore.</p><ul><li>ISO 13485 certified manufacturing</li><li>Cold-chain logistics to 60 countries</li><li>Field application scientists in every region</li></ul>',
      ),
      columnsBlock([
        {
          title: 'Quality',
          text: 'Lot-specific certificates of analysis for every reagent.',
          image: 'quality.svg',
          url: '/support#coa',
        },
        {
          title: 'Sustainability',
          text: 'Recyclable cold packs and carbon-neutral shipping in the EU.',
          image: 'sustainability.svg',
          url: '/about#sustainability',
        },
      ]),
      videoBlock('vidyard', 'cellaris-company-overview-2025', 'Cellaris company overview'),
      richText(
        '<h2 id="sustainability">Sustainability</h2><p>Our cold packs are recyclable and collected back on request in the EU and the US. Shipments within the EU are carbon-neutral, and Heidelberg runs on renewable electricity. We report our emissions every year against a 2030 target of a 50 % cut from 2022.</p>',
        { paddingTop: '24px' },
      ),
    ],
  },
  {
    templateId: 'tpl-support',
    templateName: 'Contact & Support',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'support',
    pageTitle: 'Contact & Support | Cellaris',
    createdDays: -365,
    content: () => [
      richText(
        '<h1>Contact &amp; Support</h1><p>Technical support: <a href="tel:+18005550199">+1 800 555 0199</a> (Mon–Fri, 8 am–8 pm ET) or <a href="mailto:support@cellaris.example">support@cellaris.example</a>.</p>',
      ),
      block(
        'customForm',
        {
          heading: 'Send us a message',
          submitLabel: 'Send',
          fields: [
            { name: 'name', label: 'Full name', type: 'text', required: true },
            { name: 'email', label: 'Email', type: 'email', required: true },
            {
              name: 'topic',
              label: 'Topic',
              type: 'select',
              options: ['Technical question', 'Order status', 'Instrument service', 'Billing'],
              required: true,
            },
            {
              name: 'message',
              label: 'Message',
              type: 'textarea',
              required: true,
              maxLength: 2000,
            },
          ],
          successMessage: 'Thank you. A specialist will reply within one business day.',
        },
        { columns: 2, columnSize: '1/2/1/2' },
      ),
      filePreviewLink(
        [
          {
            label: 'Safety Data Sheet: Sheath Fluid',
            fileName: 'CY-BF-50001-sds.pdf',
            url: '/documents/products/CY-BF-50001/CY-BF-50001-sds.pdf',
          },
          {
            label: 'Certificate of Analysis: CD4 FITC (RPA-T4)',
            fileName: 'CY-AB-10001-coa.pdf',
            url: '/documents/products/CY-AB-10001/CY-AB-10001-coa.pdf',
          },
          { label: 'Terms and Conditions of Sale', fileName: 'terms-of-sale.pdf' },
          { label: 'Return Authorization Form', fileName: 'return-authorization.xlsx' },
        ],
        { paddingTop: '8px' },
      ),
      // The footer's policy links land on these sections (/support#sds and so on).
      richText(
        [
          '<h2 id="sds">Safety data sheets</h2><p>Every reagent\'s safety data sheet is on its product page, under Documents. Search by catalogue number in the header, or ask us for an older revision.</p>',
          '<h2 id="coa">Certificates of analysis</h2><p>Certificates are issued per lot. Open a product\'s Certificate of Analysis for the current lot; for an earlier lot, send us the lot number printed on the vial.</p>',
          '<h2 id="terms">Terms of sale</h2><p>Orders are accepted under our <a href="/documents/terms-of-sale.pdf">Terms and Conditions of Sale</a>. Returns need a return authorization form.</p>',
          '<h2 id="privacy">Privacy notice</h2><p>We use the details you give us to process orders, support requests and your account. We do not sell personal data. Ask support@cellaris.example for a copy or the deletion of your data.</p>',
          '<h2 id="cookies">Cookies</h2><p>The storefront keeps your sign-in, cart and preferences in your browser\'s storage. Where enabled, Google Analytics measures page views with its own cookies; your browser\'s settings can block them without affecting the shop.</p>',
        ].join(''),
        { paddingTop: '24px' },
      ),
    ],
  },
  {
    templateId: 'tpl-applications',
    templateName: 'Applications',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'applications',
    pageTitle: 'Applications | Cellaris',
    createdDays: -360,
    content: () => [
      heroBanner(
        'Applications',
        'From immunophenotyping to single-cell multiomics.',
        { label: 'Browse reagents', url: '/flow_consumables' },
        'hero-applications.svg',
      ),
      columnsBlock([
        {
          title: 'Immunophenotyping',
          text: 'Validated 18-colour T cell panels.',
          image: 'antibody.svg',
          url: '/flow_consumables',
        },
        {
          title: 'Cell Sorting',
          text: 'High-purity sorting with Sortera.',
          image: 'instrument.svg',
          url: '/flow_consumables',
        },
        {
          title: 'Oncology NGS',
          text: 'Pan-cancer and fusion panels.',
          image: 'panel.svg',
          url: '/genomics_consumables',
        },
        {
          title: 'Single-Cell',
          text: "3', 5' and multiome workflows.",
          image: 'single-cell.svg',
          url: '/genomics_consumables',
        },
      ]),
      filePreviewLink([
        {
          label: 'Application note: 40-colour spectral panel',
          fileName: 'appnote-40-colour-panel.pdf',
        },
        {
          label: 'Webinar slides: Single-cell best practice',
          fileName: 'webinar-single-cell.pdf',
        },
        { label: 'Panel design worksheet', fileName: 'panel-design.xlsx' },
        { label: 'Spectral spillover chart', fileName: 'spillover-chart.svg' },
      ]),
      videoBlock('youtube', 'M7lc1UVf-VE', 'Designing a spectral flow panel in five steps'),
    ],
  },
  {
    templateId: 'tpl-signon',
    templateName: 'Sign On',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'signon',
    pageTitle: 'Sign on | Cellaris',
    createdDays: -355,
    content: () => [
      richText(
        '<h1>Our online store has moved</h1><p>Orders, quotes and invoices now live in the Cellaris portal. <a href="/login">Sign in</a> with your existing email address; use “Forgot password” if this is your first visit.</p>',
      ),
    ],
  },
  {
    templateId: 'tpl-elearning',
    templateName: 'E-Learning',
    pageType: 'ELearning',
    pageCategory: 'Application',
    friendlyURL: 'elearning',
    pageTitle: 'E-Learning | Cellaris',
    createdDays: -350,
    content: () => [
      richText(
        '<h1>Cellaris Academy</h1><p>Free courses on flow cytometry, panel design and NGS library preparation.</p>',
      ),
      // Guests see the catalogue and are asked to sign in to enrol (issue 20).
      block(
        'elearning',
        { heading: 'Courses', showContinueRow: true, showFilters: true },
        { visibility: 'ALL' },
      ),
      videoBlock('vidyard', 'cellaris-academy-intro', 'Welcome to Cellaris Academy'),
    ],
  },
  {
    templateId: 'tpl-flow-consumables',
    templateName: 'Flow Cytometry Consumables',
    pageType: 'Catalog',
    pageCategory: 'Application',
    friendlyURL: 'flow_consumables',
    catalogGroup: 'cg-cytometry',
    pageTitle: 'Flow Cytometry Reagents | Cellaris',
    createdDays: -340,
    content: () => [
      heroBanner(
        'Flow cytometry reagents',
        'Antibodies, viability dyes, buffers and beads, ready to ship today.',
        { label: 'Panel builder', url: '/configurator' },
        'hero-flow.svg',
        { paddingBottom: '0px' },
      ),
      catalogBlock('ecat-cytometry', 'All flow cytometry products', [
        'Antibodies',
        'Kits',
        'Viability Dyes',
        'Buffers & Reagents',
        'Beads',
        'Instruments',
        'Spare Parts & Accessories',
        'Service Plans',
      ]),
    ],
  },
  {
    templateId: 'tpl-imaging-consumables',
    templateName: 'Imaging Consumables',
    pageType: 'Catalog',
    pageCategory: 'Application',
    friendlyURL: 'imaging_consumables',
    catalogGroup: 'cg-cytometry',
    pageTitle: 'Imaging Consumables | Cellaris',
    createdDays: -339,
    content: () => [
      richText(
        '<h1>Imaging consumables</h1><p>Slides, mountants and stains for imaging cytometry and microscopy.</p>',
      ),
      catalogBlock('ecat-cytometry', 'Imaging reagents', ['Imaging Reagents']),
    ],
  },
  {
    templateId: 'tpl-genomics-consumables',
    templateName: 'Genomics Consumables',
    pageType: 'Catalog',
    pageCategory: 'Application',
    friendlyURL: 'genomics_consumables',
    catalogGroup: 'cg-genomics',
    pageTitle: 'Genomics Consumables | Cellaris',
    createdDays: -338,
    content: () => [
      heroBanner(
        'Genomics consumables',
        'Library prep, NGS panels, indexes and sequencing reagents for HelixSeq.',
        { label: 'Compare panels', url: '/applications' },
        'hero-genomics.svg',
        { paddingBottom: '0px' },
      ),
      catalogBlock('ecat-genomics', 'All genomics products', [], 'tpl-product-genomics'),
    ],
  },
  {
    templateId: 'tpl-genomics-service',
    templateName: 'Genomics Services',
    pageType: 'Catalog',
    pageCategory: 'Application',
    friendlyURL: 'genomics_service',
    catalogGroup: 'cg-genomics',
    pageTitle: 'Sequencing Services | Cellaris',
    createdDays: -337,
    content: () => [
      richText(
        '<h1>Sequencing services</h1><p>Send us samples; receive analysis-ready data and a report. Upload your sample sheet when you add a service to the cart.</p>',
      ),
      filePreviewLink([
        { label: 'Sample submission guidelines', fileName: 'sample-submission.pdf' },
        { label: 'Sample sheet template', fileName: 'sample-sheet.xlsx' },
      ]),
      catalogBlock('ecat-genomics', 'Services', ['Sequencing Services'], 'tpl-product-genomics'),
    ],
  },
  {
    templateId: 'tpl-product',
    templateName: 'Product (Cytometry)',
    pageType: 'Product',
    pageCategory: 'Application',
    friendlyURL: 'product_detail',
    catalogGroup: 'cg-cytometry',
    continueShoppingTemplate: 'tpl-flow-consumables',
    pageTitle: '{title} | Cellaris',
    createdDays: -330,
    content: () => [
      productBlock(
        ['species', 'clone', 'fluorochrome', 'isotype', 'application', 'packSize', 'storage'],
        ['Datasheet', 'Certificate of Analysis', 'Safety Data Sheet', 'Raw data'],
        { heading: 'Frequently bought together', source: 'sameGroup', limit: 4 },
      ),
      richText(
        '<h3>Storage and handling</h3><p>Store at 2–8 °C, protected from light. Do not freeze conjugated antibodies.</p>',
        { paddingTop: '0px' },
      ),
    ],
  },
  {
    templateId: 'tpl-product-genomics',
    templateName: 'Product (Genomics)',
    pageType: 'Product',
    pageCategory: 'Application',
    friendlyURL: 'genomics_product',
    catalogGroup: 'cg-genomics',
    continueShoppingTemplate: 'tpl-genomics-consumables',
    pageTitle: '{title} | Cellaris',
    createdDays: -329,
    content: () => [
      productBlock(
        ['application', 'sampleType', 'platform', 'packSize', 'storage'],
        ['Protocol', 'Safety Data Sheet'],
        { heading: 'Compatible indexes and consumables', source: 'sameCatalog', limit: 4 },
      ),
    ],
  },
  {
    templateId: 'tpl-cart-cytometry-2023',
    templateName: 'Cart (Cytometry, classic)',
    pageType: 'Cart',
    pageCategory: 'Cart',
    friendlyURL: 'cart-classic',
    catalogGroup: 'cg-cytometry',
    continueShoppingTemplate: 'tpl-flow-consumables',
    pageTitle: 'Cart | Cellaris',
    createdDays: -700,
    content: () => CART_BLOCKS('classic'),
  },
  {
    templateId: 'tpl-cart',
    templateName: 'Cart',
    pageType: 'Cart',
    pageCategory: 'Cart',
    friendlyURL: 'cart',
    catalogGroup: 'cg-cytometry',
    continueShoppingTemplate: 'tpl-flow-consumables',
    pageTitle: 'Cart | Cellaris',
    createdDays: -320,
    content: () => CART_BLOCKS('standard'),
  },
  {
    templateId: 'tpl-cart-genomics',
    templateName: 'Cart (Genomics)',
    pageType: 'Cart',
    pageCategory: 'Cart',
    friendlyURL: 'cart-genomics',
    catalogGroup: 'cg-genomics',
    continueShoppingTemplate: 'tpl-genomics-consumables',
    pageTitle: 'Cart | Cellaris',
    createdDays: -319,
    content: () => CART_BLOCKS('genomics'),
  },
  {
    templateId: 'tpl-checkout',
    templateName: 'Checkout',
    pageType: 'Checkout',
    pageCategory: 'Checkout',
    friendlyURL: 'checkout',
    checkoutOverride: false,
    quoteDocumentId: 'doc-cellaris-quote-standard',
    pageTitle: 'Checkout | Cellaris',
    createdDays: -318,
    content: CHECKOUT_BLOCKS,
  },
  {
    // The page placeOrder's confirmationUrl opens (/order-confirmation?token=...).
    templateId: 'tpl-order-confirmation',
    templateName: 'Order Confirmation',
    // Not the Checkout category: a Checkout friendly URL redirects to /checkout (resolvePage).
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'order-confirmation',
    pageTitle: 'Order confirmation | Cellaris',
    createdDays: -318,
    content: () => [
      block(
        'orderConfirmation',
        {
          heading: 'Order confirmation',
          helpText: 'Questions about this order? Call +1 800 555 0199 with your order number.',
          continueShoppingUrl: '/',
          ordersUrl: '/orders',
        },
        { paddingTop: '16px' },
      ),
    ],
  },
  {
    templateId: 'tpl-guidance',
    templateName: 'Ordering Guidance',
    pageType: 'Guidance',
    pageCategory: 'Guidance',
    friendlyURL: 'guidance',
    pageTitle: 'Before you order | Cellaris',
    createdDays: -317,
    excludeFrom: ['sso'],
    content: () => [
      richText(
        '<h1>Before you check out</h1><p>Answer two questions so we can ship your reagents safely.</p>',
      ),
      block(
        'guidance',
        {
          steps: [
            {
              question: 'Does your order include reagents that must stay frozen?',
              options: ['Yes', 'No'],
            },
            {
              question: 'Is someone available to receive deliveries before 10 am?',
              options: ['Yes', 'No'],
            },
          ],
          completeLabel: 'Continue to cart',
        },
        { visibility: 'AUTHENTICATED' },
      ),
    ],
  },
  {
    templateId: 'tpl-orders-list',
    templateName: 'My Orders',
    pageType: 'List',
    pageCategory: 'List page',
    friendlyURL: 'orders',
    pageTitle: 'My orders | Cellaris',
    createdDays: -310,
    content: () => [
      // My orders (issue 16): the order history with filters, tracking and links to each order.
      block(
        'orders',
        {
          heading: 'My orders',
          helpText:
            'Questions about an order? Call +1 800 555 0199 or write to orders@cellaris.test with its number.',
          detailUrl: '/order-detail',
          catalogueUrl: '/',
          pageSize: 20,
          showFilters: true,
          showPlacedBy: true,
        },
        { visibility: 'AUTHENTICATED' },
      ),
    ],
  },
  {
    templateId: 'tpl-order-detail',
    templateName: 'Order Detail',
    pageType: 'Detail',
    pageCategory: 'Details page',
    friendlyURL: 'order-detail',
    pageTitle: 'Order detail | Cellaris',
    createdDays: -309,
    content: () => [
      // One order (?orderNumber= from My orders and the confirmation page, or ?recordId=).
      block(
        'orderDetail',
        {
          ordersUrl: '/orders',
          cartUrl: '/cart',
          helpText: 'Questions about this order? Call +1 800 555 0199 with its number.',
          showReorder: true,
          showDocument: true,
        },
        { visibility: 'AUTHENTICATED' },
      ),
    ],
  },
  {
    templateId: 'tpl-notifications',
    templateName: 'Notifications',
    pageType: 'List',
    pageCategory: 'List page',
    friendlyURL: 'notifications',
    pageTitle: 'Notifications | Cellaris',
    createdDays: -308,
    content: () => [
      block(
        'notifications',
        { pageSize: 20, markSeenOnOpen: true },
        { visibility: 'AUTHENTICATED' },
      ),
    ],
  },
  accountPage(
    'tpl-billing-account',
    'Billing Account',
    'account',
    'billing-account',
    'billingAccount',
    { showAccountSwitcher: true, showIndirectBuyers: true },
    -300,
  ),
  accountPage(
    'tpl-billing-profile',
    'Billing Profile',
    'profile',
    'billing-profile',
    'billingProfile',
    { showMultiFactor: true, showDevices: true, showGlobalSignOut: true },
    -299,
  ),
  accountPage(
    'tpl-manage-users',
    'Manage Users',
    'manageusers',
    'billing-manageusers',
    'manageUsers',
    {
      pageSize: 20,
      statusTabs: ['All Users', 'Inactive', 'Active'],
      roleTabs: ['All Roles', 'Manager', 'Users'],
      allowCreate: true,
    },
    -298,
  ),
  accountPage(
    'tpl-billing-requests',
    'Support Requests',
    'requests',
    'billing-requests',
    'requestsList',
    {
      pageSize: 20,
      newRequestUrl: '/billing/requests/new',
      statuses: ['New', 'In Progress', 'Waiting on Customer', 'Closed'],
    },
    -297,
  ),
  accountPage(
    'tpl-billing-request-new',
    'New Request',
    'requests/new',
    'billing-request-new',
    'requestForm',
    {
      richTextEditor: true,
      categories: ['Instrument service', 'Order issue', 'Billing question', 'Technical question'],
      allowAttachments: true,
    },
    -296,
  ),
  accountPage(
    'tpl-billing-request-detail',
    'Request Detail',
    'requests/detail',
    'billing-request-detail',
    'requestDetail',
    { showActivity: true, allowReply: true, richTextEditor: true },
    -296,
  ),
  accountPage(
    'tpl-billing-invoices',
    'Invoices',
    'enhancedList',
    'billing-invoices',
    'enhancedList',
    {
      columns: [
        'invoiceNumber',
        'invoiceDate',
        'dueDate',
        'poNumber',
        'status',
        'amount',
        'balance',
      ],
      allowPayOnline: true,
      allowExport: true,
      pageSize: 25,
      paymentUrl: '/billing/payment',
      invoiceUrl: '/viewInvoice',
    },
    -295,
  ),
  accountPage(
    'tpl-billing-payment',
    'Payment',
    'payment',
    'billing-payment',
    'payment',
    { allowPartialPayment: true, savedMethods: true, invoicesUrl: '/billing/enhancedList' },
    -294,
  ),
  accountPage(
    'tpl-billing-payment-methods',
    'Payment Methods',
    'paymentmethods',
    'billing-paymentmethods',
    'paymentMethods',
    {
      allowAdd: true,
      allowDelete: true,
      cardTypes: ['Visa', 'MasterCard', 'American Express', 'Discover'],
    },
    -293,
  ),
  accountPage(
    'tpl-billing-shipping-address',
    'Shipping Addresses',
    'shippingaddress',
    'billing-shippingaddress',
    'shippingAddresses',
    { allowAdd: true, allowDefault: true },
    -292,
  ),
  accountPage(
    'tpl-billing-shipping-methods',
    'Shipping Methods',
    'shippingmethods',
    'billing-shippingmethods',
    'shippingMethods',
    { showCustomerAccounts: true },
    -291,
  ),
  accountPage(
    'tpl-billing-cases',
    'Cases',
    'cases',
    'billing-cases',
    'list',
    {
      objectName: 'Case',
      columns: [
        { field: 'caseNumber', label: 'Case' },
        { field: 'subject', label: 'Subject' },
        { field: 'status', label: 'Status' },
      ],
      // Each case opens its request's page (issue 18).
      detailPath: '/billing/requests/request-{CaseNumber}',
      pageSize: 20,
    },
    -290,
  ),
  // /viewInvoice?invoiceId= (issue 18): signed-in users' invoice page, beside the billing pages.
  {
    templateId: 'tpl-view-invoice',
    templateName: 'Invoice',
    pageType: 'ViewInvoice',
    pageCategory: 'Application',
    friendlyURL: 'view-invoice',
    pageTitle: 'Invoice | Cellaris',
    createdDays: -289,
    content: () => [
      block(
        'viewInvoice',
        { invoicesUrl: '/billing/enhancedList', paymentUrl: '/billing/payment', showPdf: true },
        { visibility: 'AUTHENTICATED', paddingTop: '16px' },
      ),
    ],
  },
  ...CUSTOM_CODE_TEMPLATES,
  ...BLOCK_LAB_TEMPLATES,
  INTEGRATOR_EXAMPLE_TEMPLATE,
  ...COMMERCE_TEMPLATES,
  // My quotes: the quotes that /orders listed before it became the order history (issue 16).
  {
    templateId: 'tpl-quotes-list',
    templateName: 'My Quotes',
    pageType: 'List',
    pageCategory: 'List page',
    friendlyURL: 'quotes',
    pageTitle: 'My quotes | Cellaris',
    createdDays: -120,
    content: () => [
      richText('<h1>My quotes</h1>', { paddingBottom: '8px' }),
      block(
        'list',
        {
          objectName: 'Quote',
          columns: [
            { field: 'QuoteNumber', label: 'Number' },
            { field: 'Name', label: 'Name' },
            { field: 'Status', label: 'Status' },
            { field: 'Total', label: 'Total', type: 'currency' },
            { field: 'CreatedDate', label: 'Created', type: 'date' },
          ],
          detailTemplateId: 'tpl-quote-detail',
          pageSize: 20,
          sortField: 'CreatedDate',
          sortDirection: 'DESC',
          searchable: true,
        },
        { visibility: 'AUTHENTICATED' },
      ),
    ],
  },
  {
    templateId: 'tpl-quote-detail',
    templateName: 'Quote Detail',
    pageType: 'Detail',
    pageCategory: 'Details page',
    friendlyURL: 'quote-detail',
    pageTitle: 'Quote detail | Cellaris',
    createdDays: -119,
    content: () => [
      block(
        'detail',
        {
          objectName: 'Quote',
          displayFields: ['Name', 'QuoteNumber', 'Status', 'PoNumber', 'ShippingCity', 'Total'],
          sections: [
            { heading: 'Summary', fields: ['QuoteNumber', 'Status', 'PoNumber'] },
            { heading: 'Shipping', fields: ['ShippingCity'] },
          ],
          showLineItems: true,
        },
        { visibility: 'AUTHENTICATED' },
      ),
    ],
  },
  ...UPLOAD_TEMPLATES,
  // The knowledge base and its case form (issue 19): portal and SSO storefronts.
  {
    templateId: 'tpl-troubleshooting',
    templateName: 'Troubleshooting',
    pageType: 'Troubleshooting',
    pageCategory: 'Application',
    friendlyURL: 'troubleshooting',
    pageTitle: 'Troubleshooting | Cellaris',
    createdDays: -60,
    excludeFrom: ['guest'],
    content: () => [
      block(
        'knowledgeSearch',
        {
          heading: 'Troubleshooting',
          intro:
            'Describe what your flow cytometer or sequencer does: the knowledge base suggests the articles our field engineers wrote for it, with the steps and the parts they use.',
          showFilters: true,
          caseUrl: '/new-case',
          partsUrl: '/service',
        },
        { visibility: 'AUTHENTICATED', paddingTop: '16px' },
      ),
    ],
  },
  {
    templateId: 'tpl-new-case',
    templateName: 'New case',
    pageType: 'NewCase',
    pageCategory: 'Application',
    friendlyURL: 'new-case',
    pageTitle: 'New case | Cellaris',
    createdDays: -60,
    excludeFrom: ['guest'],
    content: () => [
      block(
        'caseForm',
        {
          heading: 'Open a support case',
          allowAttachments: true,
          casesUrl: '/billing/cases',
          knowledgeUrl: '/troubleshooting',
        },
        { visibility: 'AUTHENTICATED', paddingTop: '16px' },
      ),
    ],
  },
  {
    // Quote configuration (issue 20): the CPQ quote builder for instrument bundles, on the
    // storefronts whose customers have accounts (contract prices, managers' discounts).
    templateId: 'tpl-cpq',
    templateName: 'Quote Configuration',
    pageType: 'CPQ',
    pageCategory: 'Application',
    friendlyURL: 'cpq',
    pageTitle: 'Configure an instrument quote | Cellaris',
    createdDays: -118,
    excludeFrom: ['guest'],
    content: () => [
      block(
        'cpq',
        {
          heading: 'Configure an instrument quote',
          helpText:
            'Prices include your account’s contract prices and volume breaks. Questions? Call your account executive on +1 800 555 0199.',
          cartUrl: '/cart',
        },
        { visibility: 'AUTHENTICATED' },
      ),
    ],
  },
  // The product configurator (issue 20): /configurator?itemId=... on every storefront whose
  // catalogue cards offer Configure. The upload mode's block joins this template (mode=upload).
  {
    templateId: 'tpl-configurator',
    templateName: 'Configurator',
    pageType: 'Configurator',
    pageCategory: 'Application',
    friendlyURL: 'configurator',
    pageTitle: 'Configurator | Cellaris',
    createdDays: -118,
    content: () => [
      block(
        'configurator',
        { heading: 'Build a flow cytometry panel', cartPath: '/cart' },
        { visibility: 'ALL' },
      ),
      // Shown instead of the configurator for the catalogue's Upload actions (mode=upload).
      block(
        'configurationUpload',
        {
          heading: 'Upload a configuration',
          helpText:
            'Upload the item numbers and quantities from your purchasing system or our template: every row is checked against the catalogue before anything is added.',
          template: 'orderList',
          cartUrl: '/cart',
          pageSize: 50,
        },
        { paddingTop: '16px' },
      ),
    ],
  },
  ...EXPERIENCE_TEMPLATES,
  {
    // Service & parts (issue 19): the installed base scopes the parts search; the parts cart is
    // the open cart, where a service quote support prepared can be taken over. Troubleshooting
    // and cases are one link away.
    templateId: 'tpl-service-parts',
    templateName: 'Service & Parts',
    pageType: 'List',
    pageCategory: 'List page',
    friendlyURL: 'service',
    pageTitle: 'Service & parts | Cellaris',
    createdDays: -60,
    excludeFrom: ['guest'],
    content: () => [
      block(
        'installedBase',
        {
          heading: 'Your instruments',
          helpText:
            'Pick an instrument to see the parts that fit it. Contract questions: +1 800 555 0199.',
        },
        { visibility: 'AUTHENTICATED' },
      ),
      block(
        'partsSearch',
        {
          heading: 'Find spare parts',
          helpText: 'Search by part number or description; obsolete parts show what replaces them.',
          cartUrl: '/cart',
        },
        { visibility: 'AUTHENTICATED' },
      ),
      block(
        'partsCart',
        { heading: 'Parts cart', checkoutUrl: '/cart' },
        { visibility: 'AUTHENTICATED' },
      ),
      richText(
        '<h2>Instrument not working as expected?</h2><p><a href="/troubleshooting">Search the troubleshooting articles</a> by symptom, or <a href="/new-case">open a support case</a> and our field engineers will call you back.</p>',
        { visibility: 'AUTHENTICATED', paddingTop: '16px' },
      ),
    ],
  },
  {
    // An instrument's own page (issue 19): `/service/instrument/{id}` (routeTable.ts) with the
    // service blocks scoped to the instrument the address names: its details and a case for it,
    // the knowledge base for its model, its parts, and the quotes support prepared for it. The
    // installed base links each instrument here; an id that is not the account's is the 404 page.
    templateId: 'tpl-service-instrument',
    templateName: 'Instrument',
    pageType: 'Instrument',
    pageCategory: 'Application',
    friendlyURL: 'instrument',
    pageTitle: 'Instrument | Cellaris',
    createdDays: -2,
    excludeFrom: ['guest'],
    content: () => [
      block(
        'installedBase',
        {
          heading: 'Your instruments',
          scope: 'page',
          caseUrl: '/new-case',
          serviceUrl: '/service',
        },
        { visibility: 'AUTHENTICATED', paddingTop: '16px' },
      ),
      block(
        'knowledgeSearch',
        {
          heading: 'Troubleshoot this instrument',
          headingLevel: 2,
          intro:
            'Describe what the instrument does: the articles for its model come first, with the steps and the parts they use.',
          instrumentScoped: true,
          showFilters: true,
          caseUrl: '/new-case',
          partsUrl: '/service',
          cartUrl: '/cart',
        },
        { visibility: 'AUTHENTICATED', paddingTop: '16px' },
      ),
      block(
        'partsSearch',
        {
          heading: 'Parts for this instrument',
          helpText: 'Parts that fit its model; obsolete parts show what replaces them.',
          cartUrl: '/cart',
        },
        { visibility: 'AUTHENTICATED', paddingTop: '16px' },
      ),
      block(
        'partsCart',
        { heading: 'Parts cart', checkoutUrl: '/cart', instrumentQuotesOnly: true },
        { visibility: 'AUTHENTICATED', paddingTop: '16px' },
      ),
    ],
  },
];

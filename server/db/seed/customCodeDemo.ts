import { richText, type BlockDraft } from './blockBuilders';
import type { TemplateDefinition } from './templateCatalog';

/**
 * Demo blocks with customJS and customCSS (issue 6), on the guest storefront's /custom-code page,
 * plus the empty sandbox lab page (/sandbox-lab) whose code only the test-mode route
 * PUT /__test__/sandbox-lab fills (server/app/sandboxLab.ts). The scripts run in the sandbox and
 * use only its capability API (docs/custom-code.md).
 */

const BANNER_JS = `const { textAlign, maxWidth } = blockfront.configuration;
blockfront.render({
  type: 'stack',
  gap: 'small',
  children: [
    { type: 'badge', tone: 'info', text: 'Spring offer' },
    { type: 'heading', level: 2, text: 'Free shipping on antibody panels' },
    {
      type: 'text',
      tone: 'muted',
      text: 'This banner reads its block configuration: text aligned ' + textAlign + ', at most ' + maxWidth + ' wide. ' +
        (blockfront.signedIn ? 'Welcome back.' : 'Sign in to see your contract pricing.'),
    },
    { type: 'link', to: '/flow_consumables', text: 'Shop flow cytometry' },
  ],
});`;

const BANNER_CSS = `:host { border-left: 4px solid var(--bf-color-primary, #0E2A47); padding-left: 1rem; }
.bf-ui-heading { animation: fade-in 400ms ease-out; }
@keyframes fade-in { from { opacity: 0; } to { opacity: 1; } }`;

const ADD_TO_CART_JS = `const productId = 'a1Cellaris0000001';
function view(status) {
  blockfront.render({
    type: 'stack',
    gap: 'small',
    children: [
      {
        type: 'product-card',
        name: 'CD4 Monoclonal Antibody (RPA-T4), FITC',
        price: '$189.00',
        image: '/static/org-cellaris/img/antibody-thumb.svg',
        to: '/flow_consumables',
        actionLabel: 'Add to cart',
        onPress: add,
      },
      { type: 'text', size: 'small', tone: 'muted', text: status },
    ],
  });
}
async function add() {
  view('Adding…');
  try {
    const { itemCount } = await blockfront.addToCart({ productId, quantity: 1 });
    view('Added. Your cart now holds ' + itemCount + (itemCount === 1 ? ' item.' : ' items.'));
  } catch (error) {
    view(error.message);
  }
}
view('Added to your active cart in one click.');`;

const CART_COUNTER_JS = `function view(itemCount) {
  blockfront.render({
    type: 'stack',
    direction: 'row',
    gap: 'small',
    align: 'center',
    children: [
      { type: 'text', text: 'Items in your cart:' },
      { type: 'badge', tone: 'success', text: String(itemCount) },
    ],
  });
}
view(blockfront.cart.itemCount);
blockfront.on('cart-changed', ({ itemCount }) => view(itemCount));`;

function withCode(
  draft: BlockDraft,
  customJS: string,
  customCSS: string | null = null,
): BlockDraft {
  return { ...draft, customJS, customCSS };
}

export const CUSTOM_CODE_TEMPLATES: TemplateDefinition[] = [
  {
    templateId: 'tpl-custom-code',
    templateName: 'Custom code demo',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'custom-code',
    pageTitle: 'Custom code | Cellaris',
    createdDays: -120,
    excludeFrom: ['portal', 'sso'],
    content: () => [
      richText('<h1>Custom code</h1><p>Three blocks whose scripts run in the sandbox.</p>'),
      withCode(richText('<p>Banner</p>'), BANNER_JS, BANNER_CSS),
      withCode(richText('<p>Quick add</p>'), ADD_TO_CART_JS),
      withCode(richText('<p>Cart</p>'), CART_COUNTER_JS),
    ],
  },
  {
    templateId: 'tpl-sandbox-lab',
    templateName: 'Sandbox lab',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'sandbox-lab',
    pageTitle: 'Sandbox lab | Cellaris',
    createdDays: -119,
    excludeFrom: ['portal', 'sso'],
    content: () => [richText('<p>Neighbour block: nothing here may change.</p>')],
  },
];

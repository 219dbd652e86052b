import { block, heroBanner, richText } from './blockBuilders';
import type { TemplateDefinition } from './templateCatalog';

/**
 * The demo page of the integrator guide's worked example (docs/integrators.md): stock badges, a
 * block no build of ours contains. The organisation module registers it at run time. They are
 * stored at schemaVersion 1 (`text`, `inStock`), the block's first version, so the page also
 * shows the block's migration to version 2 running in the browser.
 */
export const INTEGRATOR_EXAMPLE_TEMPLATE: TemplateDefinition = {
  templateId: 'tpl-integrator-example',
  templateName: 'Integrator example',
  pageType: 'Content',
  pageCategory: 'Application',
  friendlyURL: 'integrator-example',
  pageTitle: 'Stock availability',
  createdDays: -30,
  excludeFrom: ['portal', 'sso'],
  content: () => [
    heroBanner(
      'Stock availability',
      'What ships today, and what to order early.',
      { label: 'Browse the catalogue', url: '/flow_consumables' },
      'hero-about.svg',
    ),
    richText(
      '<p>The badges below are an integrator block, loaded from the organisation&apos;s static path.</p>',
    ),
    block('stockBadge', { sku: 'CEL-000123', text: 'CD4 FITC (RPA-T4)', inStock: true }),
    block('stockBadge', { sku: 'CEL-000456', text: 'Sheath fluid 20 L', inStock: false }),
  ],
};

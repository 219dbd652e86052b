import { richText } from './blockBuilders';
import type { TemplateDefinition } from './templateCatalog';

/**
 * The guest storefront's block lab page (/block-lab): one neighbour block, to which only the
 * test-mode route PUT /__test__/block-lab (server/app/blockLab.ts) adds stored blocks, valid or
 * not, so browser tests put broken blocks through the real gateway, server render and renderer.
 */
export const BLOCK_LAB_TEMPLATES: TemplateDefinition[] = [
  {
    templateId: 'tpl-block-lab',
    templateName: 'Block lab',
    pageType: 'Content',
    pageCategory: 'Application',
    friendlyURL: 'block-lab',
    pageTitle: 'Block lab | Cellaris',
    createdDays: -118,
    excludeFrom: ['portal', 'sso'],
    content: () => [richText('<p>Neighbour block: it stays whatever the others do.</p>')],
  },
];

import type { StoredBlock, TemplateDetails } from '../../shared/contracts';
import { DEMO_ORGANIZATION, DEMO_STOREFRONTS, type DemoStorefrontKey } from '../../shared/demo';
import { footerBlock, headerBlock, type BlockDraft } from './blockBuilders';
import { seedTime } from './clock';
import { STOREFRONT_KEYS, STOREFRONT_SHORT, STOREFRONT_THEMES } from './organization';
import { TEMPLATES, type TemplateDefinition } from './templateCatalog';
import { SESSION_TEMPLATES } from './sessionTemplates';

const TRACKERS = [{ name: 'Google Tag', value: 'G-CELLARIS01' }];

function templateDetails(
  definition: TemplateDefinition,
  storefront: DemoStorefrontKey,
): TemplateDetails {
  return {
    templateName: definition.templateName,
    pageType: definition.pageType,
    pageCategory: definition.pageCategory,
    friendlyURL: definition.friendlyURL,
    active: true,
    portalHome: definition.portalHome ?? false,
    continueShoppingTemplate: definition.continueShoppingTemplate ?? null,
    pageTitle: definition.pageTitle,
    metaTags: [
      {
        name: 'description',
        content: `${definition.templateName} – ${DEMO_STOREFRONTS[storefront].storefrontName}`,
      },
      {
        name: 'robots',
        content:
          storefront === 'guest' && definition.pageCategory === 'Application'
            ? 'index, follow'
            : 'noindex',
      },
    ],
    checkoutOverride: definition.checkoutOverride ?? false,
    quoteDocumentId: definition.quoteDocumentId ?? null,
    trackers: storefront === 'guest' ? TRACKERS : [],
    catalogGroup: definition.catalogGroup ?? null,
    createdAt: seedTime(definition.createdDays),
  };
}

function toStoredBlocks(
  prefix: string,
  drafts: { section: StoredBlock['section']; draft: BlockDraft }[],
): StoredBlock[] {
  const orderInSection = new Map<string, number>();
  return drafts.map(({ section, draft }, index) => {
    const order = (orderInSection.get(section) ?? 0) + 1;
    orderInSection.set(section, order);
    return {
      blockId: `${prefix}-${String(index + 1).padStart(2, '0')}`,
      componentName: draft.componentName,
      section,
      order,
      schemaVersion: 1,
      configuration: draft.configuration,
      contentJSON: draft.contentJSON ?? null,
      customJS: draft.customJS ?? null,
      customCSS: draft.customCSS ?? null,
      layoutSettings: draft.layoutSettings ?? {},
      fields: draft.fields ?? [],
      actions: draft.actions ?? [],
    };
  });
}

export interface TemplateSeed {
  templates: Record<string, unknown>[];
  blocks: Record<string, unknown>[];
  metaItems: Record<string, unknown>[];
}

/** Every template of every storefront with its blocks and its templateDetails meta item. */
export function templateSeed(): TemplateSeed {
  const seedRows: TemplateSeed = { templates: [], blocks: [], metaItems: [] };
  for (const key of STOREFRONT_KEYS) {
    const storefront = DEMO_STOREFRONTS[key];
    const short = STOREFRONT_SHORT[key];
    seedRows.metaItems.push({
      id: `mi-${short}-theme`,
      organization_id: DEMO_ORGANIZATION.id,
      storefront_id: storefront.storefrontId,
      template_id: null,
      account_id: null,
      key: 'theme',
      value: JSON.stringify(STOREFRONT_THEMES[key]),
      created_at: seedTime(-400),
    });
    for (const definition of [...TEMPLATES, ...SESSION_TEMPLATES]) {
      if (definition.excludeFrom?.includes(key)) continue;
      const templateShort = definition.templateId.replace(/^tpl-/, '');
      const createdAt = seedTime(definition.createdDays);
      seedRows.templates.push({
        storefront_id: storefront.storefrontId,
        template_id: definition.templateId,
        created_at: createdAt,
      });
      const blocks = toStoredBlocks(`blk-${short}-${templateShort}`, [
        { section: 'Header', draft: headerBlock(key) },
        ...definition.content(key).map((draft) => ({ section: 'Content' as const, draft })),
        { section: 'Footer', draft: footerBlock(key) },
      ]);
      for (const stored of blocks) {
        seedRows.blocks.push({
          block_id: stored.blockId,
          storefront_id: storefront.storefrontId,
          template_id: definition.templateId,
          section: stored.section,
          sort_order: stored.order,
          component_name: stored.componentName,
          schema_version: stored.schemaVersion,
          configuration: stored.configuration,
          content_json: stored.contentJSON,
          custom_js: stored.customJS,
          custom_css: stored.customCSS,
          layout_settings: stored.layoutSettings,
          fields: stored.fields,
          actions: stored.actions,
        });
      }
      seedRows.metaItems.push({
        id: `mi-${short}-${templateShort}`,
        organization_id: DEMO_ORGANIZATION.id,
        storefront_id: storefront.storefrontId,
        template_id: definition.templateId,
        account_id: null,
        key: 'templateDetails',
        value: JSON.stringify(templateDetails(definition, key)),
        created_at: createdAt,
      });
    }
  }
  return seedRows;
}

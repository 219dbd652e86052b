import type { BootMetaItem } from '../../schemas/boot';

/** Template meta and wrapper template fields (spec 001 section 3), from `templateDetails` meta items. */
export interface TemplateDetails {
  templateId: string;
  templateName: string;
  pageType: string;
  pageCategory: string;
  friendlyURL: string;
  active: boolean;
  portalHome: boolean;
  continueShoppingTemplate: string | null;
  pageTitle: string;
  metaTags: { name: string; content: string }[];
  checkoutOverride: boolean;
  quoteDocumentId: string | null;
  trackers: { name: string; value: string }[];
  /** Catalogue group of a cart template: when a group has several, the newest created wins. */
  catalogGroup?: string | null;
  createdAt: string;
}

export function parseTemplateDetails(items: readonly BootMetaItem[]): TemplateDetails[] {
  const templates: TemplateDetails[] = [];
  for (const item of items) {
    if (item.key !== 'templateDetails' || !item.templateId) continue;
    try {
      const value = JSON.parse(item.value) as Omit<TemplateDetails, 'templateId'>;
      templates.push({ ...value, templateId: item.templateId });
    } catch {
      console.warn(`Ignoring unreadable templateDetails meta item ${item.id}`);
    }
  }
  return templates;
}

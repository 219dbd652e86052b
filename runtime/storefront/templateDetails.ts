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

function normalizeFriendlyUrl(url: string): string {
  return url.replace(/^\/+|\/+$/g, '').toLowerCase();
}

/** `/` is the template marked as portal home; `/:page` is an active template by friendly URL. */
export function resolveTemplate(
  templates: readonly TemplateDetails[],
  pathname: string,
): TemplateDetails | null {
  const page = normalizeFriendlyUrl(pathname);
  const match =
    page === ''
      ? templates.find((t) => t.portalHome)
      : templates.find((t) => normalizeFriendlyUrl(t.friendlyURL) === page);
  return match && match.active ? match : null;
}

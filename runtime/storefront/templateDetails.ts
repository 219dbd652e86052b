import type { BootMetaItem } from '../../schemas/boot';
import type { TemplateDetails as StoredTemplateDetails } from '../../schemas/templateDetails';

/** A template's meta and wrapper fields with the id of the template its meta item belongs to. */
export interface TemplateDetails extends StoredTemplateDetails {
  templateId: string;
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

import type { TemplateDetails } from './templateDetails';

function createdTime(template: TemplateDetails): number {
  const time = Date.parse(template.createdAt);
  // An unreadable date sorts as oldest, so a well-formed newer template still wins.
  return Number.isNaN(time) ? -Infinity : time;
}

/**
 * The newest created active template of a page category (the cart and checkout routes render
 * it). With a catalogue group only that group's templates count; without one (no cart context
 * yet: the cart issue passes the quote's group) every group's do.
 */
export function newestTemplate(
  templates: readonly TemplateDetails[],
  pageCategory: string,
  catalogGroup: string | null = null,
): TemplateDetails | null {
  let newest: TemplateDetails | null = null;
  for (const template of templates) {
    if (!template.active || template.pageCategory !== pageCategory) continue;
    if (catalogGroup !== null && (template.catalogGroup ?? null) !== catalogGroup) continue;
    if (!newest || createdTime(template) > createdTime(newest)) newest = template;
  }
  return newest;
}

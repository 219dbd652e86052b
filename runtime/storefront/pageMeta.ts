import type { PageMeta } from './pageOutcome';
import type { TemplateDetails } from './templateDetails';

/** A template's head: its page title, or the storefront's name when it has none. */
export function templatePageMeta(template: TemplateDetails, storefrontName: string): PageMeta {
  return {
    title: template.pageTitle.trim() || storefrontName,
    metaTags: template.metaTags,
  };
}

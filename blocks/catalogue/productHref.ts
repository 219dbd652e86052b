import { safeSitePath } from '../../runtime/blocks';
import { itemField, type CatalogueItem } from './catalogueItem';

/** A URL path segment from free text: lower case, accents dropped, runs of other characters as '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export interface ProductLinkSettings {
  friendlyTemplate?: string | undefined;
  friendlyUrlPattern?: string | undefined;
  productTemplateId?: string | undefined;
}

/**
 * A card's product link. With a friendly template: `/{friendlyTemplate}/{pattern}/{itemId}`
 * (spec 001 section 2), each `{field}` of the pattern filled with the item's field or attribute
 * as a slug; empty segments are dropped. The CRM resolves that path with getMergedMetaInfo. It
 * needs at least one pattern segment (a two-segment path is a page, not a product); otherwise,
 * or without a friendly template, the link is `/product/{productTemplateId}/{itemId}`.
 */
export function productHref(item: CatalogueItem, settings: ProductLinkSettings): string | null {
  const itemId = encodeURIComponent(item.itemId);
  const template = settings.friendlyTemplate?.replace(/^\/+|\/+$/g, '');
  if (template && settings.friendlyUrlPattern) {
    const segments = settings.friendlyUrlPattern
      .split('/')
      .map((segment) =>
        slugify(segment.replace(/\{([\w.]+)\}/g, (_match, name: string) => itemField(item, name))),
      )
      .filter(Boolean);
    // A template name such as '\\host' must not turn the link into another site's address.
    if (segments.length > 0) return safeSitePath(`/${template}/${segments.join('/')}/${itemId}`);
  }
  if (settings.productTemplateId)
    return `/product/${encodeURIComponent(settings.productTemplateId)}/${itemId}`;
  return null;
}

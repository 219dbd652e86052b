import type { TemplateDetails } from './templateDetails';

/** What a page's head shows: the title and the meta tags (name/content). */
export interface PageMeta {
  title: string;
  metaTags: { name: string; content: string }[];
  /** The page's canonical URL; absent on a product page, whose friendly URL the server names. */
  canonical?: string;
}

/** Where a path leads: a template to render, another path, or the 404 page with its message. */
export type PageOutcome =
  | { kind: 'template'; template: TemplateDetails; meta?: PageMeta }
  | { kind: 'redirect'; to: string }
  /** To /login, remembering `from` (path and query) for after sign-in. */
  | { kind: 'login'; from: string }
  | { kind: 'notFound'; message: string }
  /** An error page route (/401, /404...): the page of that status, no template. */
  | { kind: 'status'; status: number }
  /** A product-by-slug path: only the CRM (getMergedMetaInfo) knows its template. */
  | { kind: 'productSlug' };

export const PAGE_NOT_FOUND = 'Page not found';
export const NO_TEMPLATE_FOUND = 'ERROR: No template found';

export const notFound = (message: string = PAGE_NOT_FOUND): PageOutcome => ({
  kind: 'notFound',
  message,
});

/** A route's own validity check failed (spec 000 section 2). */
export const invalidPath = (pathname: string): PageOutcome =>
  notFound(`Page Not Found: ${pathname}`);

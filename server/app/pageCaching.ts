import { createHash } from 'node:crypto';

/**
 * How long a CDN may serve a guest's page without asking (s-maxage), and how long it may go on
 * serving it while it asks in the background (stale-while-revalidate). A published template
 * change reaches guests within the first; the ETag changes with any byte of the page, so a
 * revalidation never keeps an old page.
 */
export const GUEST_PAGE_SHARED_MAX_AGE_S = 60;
export const GUEST_PAGE_STALE_WHILE_REVALIDATE_S = 600;

export type PageAudience = 'guest' | 'signed-in' | 'development';

/**
 * Cache-Control of a storefront page. A page made without knowing the visitor (no session cookie)
 * is the same for every guest: public, revalidated by browsers at once (max-age=0), kept by
 * shared caches for a minute. A signed-in visitor's page may carry per-user data: private.
 * Development never caches.
 */
export function pageCacheControl(audience: PageAudience): string {
  switch (audience) {
    case 'guest':
      return `public, max-age=0, s-maxage=${GUEST_PAGE_SHARED_MAX_AGE_S}, stale-while-revalidate=${GUEST_PAGE_STALE_WHILE_REVALIDATE_S}`;
    case 'signed-in':
      return 'private, no-cache';
    case 'development':
      return 'no-store';
  }
}

/** A strong ETag of the page's bytes (the identity encoding; see compressResponses). */
export function pageEtag(html: string): string {
  return `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
}

/**
 * Whether `If-None-Match` names this page: any listed tag, `*`, or the tag of one of its
 * compressed representations (`"…-br"`, `"…-gzip"`), which stand for the same page.
 */
export function matchesEtag(ifNoneMatch: string | null | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = etag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, '');
    return tag === '*' || tag === bare || tag.replace(/-(br|gzip)"$/, '"') === bare;
  });
}

import { createHash } from 'node:crypto';
import type { FirstPageResult } from '../../schemas/firstPage';

type RenderedPage = Extract<FirstPageResult, { kind: 'rendered' }>;

/** Pages kept; the least recently used goes first. */
const CAPACITY = 200;

/**
 * A guest's first page depends only on what its render reads: the URL, the boot data and the
 * route's loader data (the template's blocks). Nothing of the visitor is in it (the session is a
 * guest's, the cart renders its empty snapshot), so an equal render is reused until any of those
 * change: a published template changes the loader data and so the key, with no time-based
 * staleness. Only the server's render bundle uses this (node:crypto).
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, RenderedPage>();

  /** `pageState`: the browser's state a cart page was rendered for (its payload names it). */
  key(parts: { url: string; boot: unknown; loaderData: unknown; pageState?: unknown }): string {
    return createHash('sha256')
      .update(parts.url)
      .update('\n')
      .update(JSON.stringify(parts.pageState ?? null))
      .update('\n')
      .update(JSON.stringify(parts.boot))
      .update('\n')
      .update(JSON.stringify(parts.loaderData))
      .digest('base64url');
  }

  get(key: string): RenderedPage | undefined {
    const page = this.pages.get(key);
    if (page) {
      this.pages.delete(key);
      this.pages.set(key, page);
    }
    return page;
  }

  set(key: string, page: RenderedPage): void {
    this.pages.delete(key);
    this.pages.set(key, page);
    if (this.pages.size > CAPACITY) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }
}

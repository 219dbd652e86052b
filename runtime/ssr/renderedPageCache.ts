import { createHash } from 'node:crypto';
import type { FirstPageResult } from '../../schemas/firstPage';

type RenderedPage = Extract<FirstPageResult, { kind: 'rendered' }>;

/** Pages kept; the least recently used goes first. */
const CAPACITY = 200;

/**
 * How long a page whose data blocks were answered in the render is kept: their answers (prices,
 * stock, the catalogue's cards) are not in the key. As long as the server keeps a guest's whole
 * page (server/app/guestPageCache.ts, GUEST_PAGE_TTL_MS).
 */
export const PAGE_WITH_DATA_TTL_MS = 5_000;

interface Entry {
  page: RenderedPage;
  /** When it stops being reused (epoch ms); never for a page of template content only. */
  expiresAt: number;
}

/**
 * A guest's first page depends only on what its render reads: the URL, the boot data and the
 * route's loader data (the template's blocks). Nothing of the visitor is in it (the session is a
 * guest's, the cart renders its empty snapshot), so an equal render is reused until any of those
 * change: a published template changes the loader data and so the key, with no time-based
 * staleness, except for the answers of its data blocks ({@link PAGE_WITH_DATA_TTL_MS}). Only the
 * server's render bundle uses this (node:crypto).
 */
export class RenderedPageCache {
  private readonly pages = new Map<string, Entry>();

  constructor(private readonly now: () => number = () => Date.now()) {}

  /** `pageState`: the browser's state a cart page was rendered for (its payload names it). */
  key(parts: { url: string; boot: unknown; page: unknown; pageState?: unknown }): string {
    return createHash('sha256')
      .update(parts.url)
      .update('\n')
      .update(JSON.stringify(parts.pageState ?? null))
      .update('\n')
      .update(JSON.stringify(parts.boot))
      .update('\n')
      .update(JSON.stringify(parts.page))
      .digest('base64url');
  }

  get(key: string): RenderedPage | undefined {
    const entry = this.pages.get(key);
    if (!entry) return undefined;
    this.pages.delete(key);
    if (this.now() >= entry.expiresAt) return undefined;
    this.pages.set(key, entry);
    return entry.page;
  }

  /** Keeps a page; `withData`: its HTML holds data blocks' answers, kept a short while only. */
  set(key: string, page: RenderedPage, withData = false): void {
    this.pages.delete(key);
    this.pages.set(key, {
      page,
      expiresAt: withData ? this.now() + PAGE_WITH_DATA_TTL_MS : Number.POSITIVE_INFINITY,
    });
    if (this.pages.size > CAPACITY) {
      const oldest = this.pages.keys().next().value;
      if (oldest !== undefined) this.pages.delete(oldest);
    }
  }
}

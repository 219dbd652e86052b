/**
 * The server's cache of guest pages (issue 22): the finished HTML answer for a URL, so a guest's
 * page costs one small database read (the content revision) instead of the route loader's
 * gateway read, the render and the CSP and ETag hashing. A guest's page holds nothing of the
 * visitor (no session; the cart renders empty), so one answer serves every guest.
 *
 * Keyed by the page's origin and URL, the build and the content revision: a published template,
 * block or meta item changes the revision (database triggers), so it is served at once by every
 * instance. What a page shows from the CRM (a product's name in its meta, catalogue data in a
 * server-rendered block) is not in the revision: entries live at most {@link GUEST_PAGE_TTL_MS},
 * well inside what a CDN may keep the page (`s-maxage`, pageCaching.ts).
 */
export const GUEST_PAGE_TTL_MS = 5_000;

/** Pages kept; the least recently used goes first. */
export const GUEST_PAGE_CAPACITY = 500;

/** Bytes of HTML kept at most (a flood of distinct URLs cannot grow the process past this). */
export const GUEST_PAGE_MAX_BYTES = 32 * 1024 * 1024;

/** A finished page answer: its status, HTML and headers. */
export interface CachedGuestPage {
  status: number;
  html: string;
  headers: Record<string, string>;
}

interface Entry {
  page: CachedGuestPage;
  storedAt: number;
  bytes: number;
}

/** The cache key of a guest's page: where it was asked for, the build, the content's revision. */
export function guestPageKey(parts: {
  origin: string;
  pathAndQuery: string;
  buildId: string;
  revision: string;
  /** The cart's catalogue group cookie (pageStateCookies.ts): it picks the cart's template. */
  cartCatalogGroup?: string;
  /** The guest-cart cookie: without a stored cart a guest's cart page is drawn empty. */
  guestCart?: boolean;
}): string {
  const group = parts.cartCatalogGroup ? `\n${parts.cartCatalogGroup}` : '';
  const cart = parts.guestCart ? '\nguest-cart' : '';
  return `${parts.revision}\n${parts.buildId}\n${parts.origin}${parts.pathAndQuery}${group}${cart}`;
}

/** A bounded, least-recently-used map of guest pages that forgets each after its time to live. */
export class GuestPageCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly now: () => number = () => Date.now(),
    private readonly limits = {
      ttlMs: GUEST_PAGE_TTL_MS,
      capacity: GUEST_PAGE_CAPACITY,
      maxBytes: GUEST_PAGE_MAX_BYTES,
    },
  ) {}

  get(key: string): CachedGuestPage | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.remove(key, entry);
    if (this.now() - entry.storedAt > this.limits.ttlMs) return undefined;
    this.entries.set(key, entry);
    this.bytes += entry.bytes;
    return entry.page;
  }

  set(key: string, page: CachedGuestPage): void {
    const bytes = page.html.length * 2;
    if (bytes > this.limits.maxBytes) return;
    const old = this.entries.get(key);
    if (old) this.remove(key, old);
    this.entries.set(key, { page, storedAt: this.now(), bytes });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.capacity && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldestKey, oldest);
    }
  }

  get size(): number {
    return this.entries.size;
  }

  private remove(key: string, entry: Entry): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
  }
}

import { createHash } from 'node:crypto';
import type { SharedAnswerNote } from '../../shared/sharedAnswerNote';

/** Bounds of one instance's ready gateway answers to guests. */
export const PUBLIC_ANSWER_CACHE_LIMITS = {
  /** Distinct requests kept (the least recently used goes first). */
  maxEntries: 1_000,
  /** Their bodies together. */
  maxBytes: 16 * 1024 * 1024,
  /** A larger answer is never kept. */
  maxEntryBytes: 1024 * 1024,
} as const;

/** What a kept answer depends on besides the request's bytes. */
export interface PublicAnswerBasis {
  revision: string;
  domain: string;
  storefrontId: string;
  guestAccountId: string | null;
}

interface Entry extends PublicAnswerBasis {
  status: number;
  headers: [string, string][];
  body: Uint8Array;
}

/** A request whose answer may be a kept one: its key, and the body the gateway must still read. */
export interface PublicAnswerRequest {
  key: string;
  body: string;
}

/**
 * Reads a guest's POST: only a request without an Authorization header can be a guest's (a token
 * in the body makes the caller a user, and such an answer is never kept). The key is everything
 * the answer's bytes depend on: the body, and the Accept and Origin headers (content type, CORS).
 */
export async function publicAnswerRequest(request: Request): Promise<PublicAnswerRequest | null> {
  if (request.method !== 'POST' || request.headers.has('authorization')) return null;
  const body = await request.text();
  const key = `${request.headers.get('accept') ?? ''}\n${request.headers.get('origin') ?? ''}\n${body}`;
  return { key, body };
}

/** The domain a makeCall body names (variables.data.domain), or null. */
function domainOf(body: string): string | null {
  try {
    const parsed = JSON.parse(body) as { variables?: { data?: unknown } };
    const data = parsed.variables?.data;
    const fields = (typeof data === 'string' ? JSON.parse(data) : data) as { domain?: unknown };
    return typeof fields?.domain === 'string' ? fields.domain : null;
  } catch {
    return null;
  }
}

/** Whether a GraphQL answer is one field named salesforceActions and no errors. */
function isOneActionAnswer(bytes: Uint8Array): boolean {
  try {
    const parsed = JSON.parse(new TextDecoder().decode(bytes)) as {
      data?: Record<string, unknown> | null;
      errors?: unknown;
    };
    if (parsed.errors !== undefined || !parsed.data) return false;
    const keys = Object.keys(parsed.data);
    return keys.length === 1 && keys[0] === 'salesforceActions';
  } catch {
    return false;
  }
}

/**
 * One instance's ready answers to guests' public reads (issue 22: "gateway reads of public data
 * cacheable by key"). The CRM already keeps the catalogue answers every guest of a storefront
 * shares (server/crm/catalogAnswerCache.ts); this keeps the gateway's whole HTTP answer to the
 * same request as bytes, with a strong ETag, so the next identical request skips GraphQL's
 * parsing and execution, the answer's double JSON serialisation, and its compression (keyed by
 * the ETag, compressResponses.ts). A kept answer is given again only while the catalogue
 * revision and the domain's storefront (its id and guest account) are the ones it was made with.
 */
export class PublicAnswerCache {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    private readonly limits: {
      maxEntries: number;
      maxBytes: number;
      maxEntryBytes: number;
    } = PUBLIC_ANSWER_CACHE_LIMITS,
  ) {}

  /** The kept answer to `key`, if `current` confirms what it was made with. */
  async answer(
    key: string,
    current: {
      revision: () => Promise<string>;
      storefront: (
        domain: string,
      ) => Promise<{ storefrontId: string; guestAccountId: string | null } | null>;
    },
  ): Promise<Response | null> {
    const entry = this.entries.get(key);
    if (!entry) return null;
    const [revision, storefront] = await Promise.all([
      current.revision(),
      current.storefront(entry.domain),
    ]);
    if (
      revision !== entry.revision ||
      storefront?.storefrontId !== entry.storefrontId ||
      storefront.guestAccountId !== entry.guestAccountId
    ) {
      this.drop(key);
      return null;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return new Response(entry.body as Uint8Array<ArrayBuffer>, {
      status: entry.status,
      headers: entry.headers,
    });
  }

  /**
   * Keeps `response` when the request's one answer was a shared guest answer (`note`); returns
   * the response to send (the same bytes, with their ETag when kept).
   */
  async keep(
    request: PublicAnswerRequest,
    note: SharedAnswerNote,
    response: Response,
  ): Promise<Response> {
    const [shared] = note.shared;
    if (note.shared.length !== 1 || !shared || response.status !== 200) return response;
    const domain = domainOf(request.body);
    if (!domain) return response;
    const body = new Uint8Array(await response.arrayBuffer());
    const headers = new Headers(response.headers);
    if (body.byteLength <= this.limits.maxEntryBytes && isOneActionAnswer(body)) {
      // A strong validator naming these bytes: compressResponses.ts compresses once per ETag.
      headers.set('ETag', `"${createHash('sha256').update(body).digest('base64url')}"`);
      this.drop(request.key);
      this.entries.set(request.key, {
        ...shared,
        domain,
        status: response.status,
        headers: [...headers],
        body,
      });
      this.bytes += body.byteLength;
      for (const oldest of this.entries.keys()) {
        if (this.entries.size <= this.limits.maxEntries && this.bytes <= this.limits.maxBytes)
          break;
        this.drop(oldest);
      }
    }
    return new Response(body as Uint8Array<ArrayBuffer>, { status: response.status, headers });
  }

  private drop(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.byteLength;
    this.entries.delete(key);
  }

  get size(): { entries: number; bytes: number } {
    return { entries: this.entries.size, bytes: this.bytes };
  }
}

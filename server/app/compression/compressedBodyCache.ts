import type { ContentEncoding } from './acceptedEncoding';

/**
 * Compressed bodies by the digest of what they compress, least recently used first out, bounded
 * in bytes. Keyed by content, so a body is found again only by the same bytes: the guest page
 * every guest gets is compressed once, and nothing one caller receives can reach another.
 * Per process, by design: an instance that misses compresses again (docs/decisions.md).
 */
export class CompressedBodyCache {
  private readonly entries = new Map<string, Uint8Array>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(digest: string, encoding: ContentEncoding): Uint8Array | undefined {
    const key = `${encoding}:${digest}`;
    const body = this.entries.get(key);
    if (body) {
      // Re-insert: a Map iterates in insertion order, so the first entry is the least recent.
      this.entries.delete(key);
      this.entries.set(key, body);
    }
    return body;
  }

  set(digest: string, encoding: ContentEncoding, body: Uint8Array): void {
    if (body.byteLength > this.maxBytes) return;
    const key = `${encoding}:${digest}`;
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.byteLength;
    }
    this.entries.set(key, body);
    this.bytes += body.byteLength;
    for (const [oldest, oldBody] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= oldBody.byteLength;
    }
  }

  get size(): number {
    return this.bytes;
  }
}

/** The encodings the server can send, best first. */
export type ContentEncoding = 'br' | 'gzip';

const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

/**
 * The best encoding an `Accept-Encoding` header allows (RFC 9110 section 12.5.3): `br` before
 * `gzip` when both are acceptable, `*` accepts either, `;q=0` refuses one. Null: send identity.
 */
export function acceptedEncoding(header: string | null | undefined): ContentEncoding | null {
  if (!header) return null;
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: ContentEncoding): number =>
    weights.get(encoding) ?? weights.get('*') ?? 0;
  let best: ContentEncoding | null = null;
  for (const encoding of PREFERENCE) {
    if (weightOf(encoding) > 0 && (best === null || weightOf(encoding) > weightOf(best))) {
      best = encoding;
    }
  }
  return best;
}

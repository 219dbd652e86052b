/**
 * One value convention for both back ends (PGlite and node-postgres), so the same code sees the
 * same JavaScript values whichever database runs underneath:
 * - int8 and numeric come back as numbers (counts and prices in this demo stay far below 2^53);
 * - timestamps come back as ISO-8601 strings (they go straight into JSON answers);
 * - dates stay 'YYYY-MM-DD' strings; json/jsonb are parsed by both drivers already.
 * Parameters: plain objects are sent as JSON text (node-postgres would do the same, PGlite would
 * not), Dates as ISO strings. Arrays stay PostgreSQL arrays; to send a JSON array, pass
 * `JSON.stringify(value)` and cast with `$n::jsonb`.
 */

export const TYPE_OIDS = {
  int8: 20,
  numeric: 1700,
  date: 1082,
  timestamp: 1114,
  timestamptz: 1184,
} as const;

function parseTimestamp(text: string): string {
  // PostgreSQL writes '2025-01-13 09:00:00+00' (or with :30 minutes, or no zone for `timestamp`,
  // which this schema keeps in UTC). Date.parse needs 'T' and a full '+00:00' offset.
  const iso = text
    .replace(' ', 'T')
    .replace(/([+-]\d\d)$/, '$1:00')
    .replace(/([+-]\d\d)(\d\d)$/, '$1:$2');
  const hasZone = /([+-]\d\d:\d\d|Z)$/.test(iso);
  const date = new Date(hasZone ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? text : date.toISOString();
}

/** Text parsers by type OID, shared by both adapters. */
export const textParsers: Record<number, (text: string) => unknown> = {
  [TYPE_OIDS.int8]: (text) => Number(text),
  [TYPE_OIDS.numeric]: (text) => Number(text),
  [TYPE_OIDS.date]: (text) => text,
  [TYPE_OIDS.timestamp]: parseTimestamp,
  [TYPE_OIDS.timestamptz]: parseTimestamp,
};

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

export function encodeParam(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'bigint') return value.toString();
  if (isPlainObject(value)) return JSON.stringify(value);
  return value;
}

export function encodeParams(params: readonly unknown[] | undefined): unknown[] {
  return (params ?? []).map(encodeParam);
}

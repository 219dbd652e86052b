/** Reading fields of an action's `data` (decoded AWSJSON of unknown shape) without trusting it. */

export type DataFields = Record<string, unknown>;

export function asDataFields(data: unknown): DataFields | null {
  return typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as DataFields)
    : null;
}

export function stringField(fields: DataFields, name: string): string | null {
  const value = fields[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

export function numberField(fields: DataFields, name: string): number | null {
  const value = fields[name];
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value)))
    return Number(value);
  return null;
}

import { fieldOf } from '../../runtime/blocks';

export type ListRecord = Readonly<Record<string, unknown>>;

function compare(a: unknown, b: unknown): number {
  // Empty values sort last whatever the direction is flipped to below.
  if (a === null || a === undefined || a === '')
    return b === null || b === undefined || b === '' ? 0 : 1;
  if (b === null || b === undefined || b === '') return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true });
}

/**
 * Records in the configured order. getLookupRecords always orders by name, so the block sorts
 * what it got; ISO dates and numbers compare correctly as they come from the CRM.
 */
export function sortRecords(
  records: readonly ListRecord[],
  sortField: string | undefined,
  direction: 'ASC' | 'DESC' = 'ASC',
): ListRecord[] {
  if (!sortField) return [...records];
  const sign = direction === 'DESC' ? -1 : 1;
  return [...records].sort((left, right) => {
    const a = fieldOf(left, sortField);
    const b = fieldOf(right, sortField);
    const empty = (value: unknown) => value === null || value === undefined || value === '';
    if (empty(a) || empty(b)) return compare(a, b);
    return sign * compare(a, b);
  });
}

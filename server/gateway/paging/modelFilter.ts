/**
 * Amplify/AppSync model filters (`ModelStringInput`, `ModelIDInput`, and/or/not) evaluated on
 * plain records, so the local gateway answers `filter` arguments the way the DynamoDB-backed
 * production resolvers do. Conditions on one field, and several fields, must all hold.
 * Absent and null values count as "attribute does not exist".
 */

export interface ModelSizeCondition {
  ne?: number | null;
  eq?: number | null;
  le?: number | null;
  lt?: number | null;
  ge?: number | null;
  gt?: number | null;
  between?: readonly (number | null)[] | null;
}

export type ModelAttributeType =
  | 'binary'
  | 'binarySet'
  | 'bool'
  | 'list'
  | 'map'
  | 'number'
  | 'numberSet'
  | 'string'
  | 'stringSet'
  | '_null';

export interface ModelFieldCondition {
  ne?: string | null;
  eq?: string | null;
  le?: string | null;
  lt?: string | null;
  ge?: string | null;
  gt?: string | null;
  contains?: string | null;
  notContains?: string | null;
  between?: readonly (string | null)[] | null;
  beginsWith?: string | null;
  attributeExists?: boolean | null;
  attributeType?: ModelAttributeType | null;
  size?: ModelSizeCondition | null;
}

export interface ModelFilter {
  and?: readonly (ModelFilter | null)[] | null;
  or?: readonly (ModelFilter | null)[] | null;
  not?: ModelFilter | null;
  [field: string]:
    ModelFieldCondition | ModelFilter | readonly (ModelFilter | null)[] | null | undefined;
}

const COMBINATORS = new Set(['and', 'or', 'not']);

export function matchesModelFilter(
  record: object,
  filter: ModelFilter | null | undefined,
): boolean {
  if (!filter) return true;
  const fields = record as Record<string, unknown>;
  for (const [name, condition] of Object.entries(filter)) {
    if (condition === null || condition === undefined || COMBINATORS.has(name)) continue;
    if (!matchesField(fields[name], condition as ModelFieldCondition)) return false;
  }
  const { and, or, not } = filter;
  if (and && !and.every((part) => matchesModelFilter(record, part))) return false;
  // An empty `or` list constrains nothing rather than rejecting everything.
  if (or && or.length > 0 && !or.some((part) => matchesModelFilter(record, part))) return false;
  if (not && matchesModelFilter(record, not)) return false;
  return true;
}

function matchesField(value: unknown, condition: ModelFieldCondition): boolean {
  const exists = value !== undefined && value !== null;
  const text = exists ? (typeof value === 'string' ? value : String(value)) : null;
  return (
    holds(condition.eq, (expected) => text === expected) &&
    holds(condition.ne, (expected) => text !== expected) &&
    holds(condition.le, (expected) => text !== null && text <= expected) &&
    holds(condition.lt, (expected) => text !== null && text < expected) &&
    holds(condition.ge, (expected) => text !== null && text >= expected) &&
    holds(condition.gt, (expected) => text !== null && text > expected) &&
    holds(condition.contains, (expected) => contains(value, expected)) &&
    holds(condition.notContains, (expected) => !contains(value, expected)) &&
    holds(condition.beginsWith, (expected) => text !== null && text.startsWith(expected)) &&
    holds(condition.between, (range) => inRange(text, range)) &&
    holds(condition.attributeExists, (expected) => exists === expected) &&
    holds(condition.attributeType, (expected) => attributeTypeOf(value) === expected) &&
    holds(condition.size, (size) => matchesSize(sizeOf(value), size))
  );
}

/** A condition left out (or sent as null) constrains nothing. */
function holds<T>(expected: T | null | undefined, check: (expected: T) => boolean): boolean {
  return expected === null || expected === undefined || check(expected);
}

function contains(value: unknown, expected: string): boolean {
  if (typeof value === 'string') return value.includes(expected);
  if (Array.isArray(value)) return value.includes(expected);
  return false;
}

function inRange<T extends string | number>(
  value: T | null,
  range: readonly (T | null)[],
): boolean {
  const [low, high] = range;
  if (value === null || low === null || low === undefined || high === null || high === undefined)
    return false;
  return value >= low && value <= high;
}

function attributeTypeOf(value: unknown): ModelAttributeType | null {
  if (value === null || value === undefined) return '_null';
  if (typeof value === 'string') return 'string';
  if (typeof value === 'number') return 'number';
  if (typeof value === 'boolean') return 'bool';
  if (Array.isArray(value)) return 'list';
  if (typeof value === 'object') return 'map';
  return null;
}

function sizeOf(value: unknown): number | null {
  if (typeof value === 'string' || Array.isArray(value)) return value.length;
  if (value !== null && typeof value === 'object') return Object.keys(value).length;
  return null;
}

function matchesSize(size: number | null, condition: ModelSizeCondition): boolean {
  if (size === null) return false;
  return (
    holds(condition.eq, (expected) => size === expected) &&
    holds(condition.ne, (expected) => size !== expected) &&
    holds(condition.le, (expected) => size <= expected) &&
    holds(condition.lt, (expected) => size < expected) &&
    holds(condition.ge, (expected) => size >= expected) &&
    holds(condition.gt, (expected) => size > expected) &&
    holds(condition.between, (range) => inRange(size, range))
  );
}

export type ColumnSizeResult = { ok: true; weights: number[] } | { ok: false; error: string };

/** Denominators above this are not column sizes a CMS offers; the cap also keeps the LCM exact. */
const MAX_DENOMINATOR = 100;

/**
 * Parses `columnSize`, slash-separated fractions with one numerator/denominator pair per column
 * ('1/2/1/2' is two halves, '1/3/2/3' a third then two thirds), into integer grid weights
 * ([1, 1] and [1, 2]: CSS `1fr 1fr` and `1fr 2fr`). Rules: every part a whole number, pairs
 * complete, numerators and denominators positive, denominators at most 100, the fractions adding
 * up to exactly 1, and as many pairs as `columns` when that is given. An empty value means equal
 * columns. Exact integer arithmetic, so 1/3 + 2/3 is 1.
 */
export function parseColumnSize(
  columnSize: string | undefined,
  columns?: number,
): ColumnSizeResult {
  const count = columns ?? 1;
  if (!Number.isInteger(count) || count < 1) {
    return { ok: false, error: `columns must be a whole number of at least 1, not ${columns}` };
  }
  if (columnSize === undefined || columnSize.trim() === '') {
    return { ok: true, weights: Array.from({ length: count }, () => 1) };
  }
  const parts = columnSize.split('/').map((part) => part.trim());
  if (parts.some((part) => !/^\d+$/.test(part))) {
    return { ok: false, error: `columnSize "${columnSize}" must be whole numbers separated by /` };
  }
  if (parts.length % 2 !== 0) {
    return {
      ok: false,
      error: `columnSize "${columnSize}" must be numerator/denominator pairs (an even count of numbers)`,
    };
  }
  const fractions: { numerator: number; denominator: number }[] = [];
  for (let i = 0; i < parts.length; i += 2) {
    const numerator = Number(parts[i]);
    const denominator = Number(parts[i + 1]);
    if (numerator < 1 || denominator < 1 || denominator > MAX_DENOMINATOR) {
      return {
        ok: false,
        error: `columnSize "${columnSize}": ${numerator}/${denominator} is not a column fraction (positive, denominator at most ${MAX_DENOMINATOR})`,
      };
    }
    fractions.push({ numerator, denominator });
  }
  if (columns !== undefined && fractions.length !== columns) {
    return {
      ok: false,
      error: `columnSize "${columnSize}" has ${fractions.length} fraction(s) but columns is ${columns}`,
    };
  }
  const common = fractions.reduce((l, f) => lcm(l, f.denominator), 1);
  const scaled = fractions.map((f) => f.numerator * (common / f.denominator));
  const total = scaled.reduce((sum, n) => sum + n, 0);
  if (total !== common) {
    const divisor = gcd(total, common);
    return {
      ok: false,
      error: `columnSize "${columnSize}" adds up to ${total / divisor}/${common / divisor}, not 1`,
    };
  }
  const divisor = scaled.reduce((g, n) => gcd(g, n));
  return { ok: true, weights: scaled.map((n) => n / divisor) };
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

function lcm(a: number, b: number): number {
  return (a / gcd(a, b)) * b;
}

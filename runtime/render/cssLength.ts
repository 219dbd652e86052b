import type { CssLength } from '../../schemas/generated/layoutSettings';

export type CssLengthResult =
  { kind: 'unset' } | { kind: 'length'; css: string } | { kind: 'invalid' };

const LENGTH = /^\d+(\.\d+)?(px|rem|em|%|vw|vh)$/;

/**
 * Reads a layout length: a number is pixels, '0' becomes '0px' (a unitless zero is invalid inside
 * CSS min(), which the mobile padding rule uses), '' or no value is unset, and anything that is not
 * a plain non-negative length is invalid (no calc(), no var(): CMS input must not inject CSS).
 */
export function toCssLength(value: CssLength | null | undefined): CssLengthResult {
  if (value === undefined || value === null || value === '') return { kind: 'unset' };
  if (typeof value === 'number') {
    return Number.isFinite(value) && value >= 0
      ? { kind: 'length', css: `${value}px` }
      : { kind: 'invalid' };
  }
  const trimmed = value.trim();
  if (trimmed === '0') return { kind: 'length', css: '0px' };
  return LENGTH.test(trimmed) ? { kind: 'length', css: trimmed } : { kind: 'invalid' };
}

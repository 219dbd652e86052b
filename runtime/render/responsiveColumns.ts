import type { Breakpoint } from './breakpoints';

/** Tablets keep at most this many columns: three or more 250 px-wide columns do not fit. */
export const TABLET_MAX_COLUMNS = 2;

/**
 * grid-template-columns for each breakpoint from the column weights (see columnSize.ts):
 * desktop uses the stored fractions; tablet keeps them for one or two columns and otherwise wraps
 * into two equal columns; mobile stacks everything in one column.
 */
export function responsiveColumns(weights: readonly number[]): Record<Breakpoint, string> {
  const desktop = weights.map((weight) => `${weight}fr`).join(' ') || '1fr';
  return {
    desktop,
    tablet: weights.length <= TABLET_MAX_COLUMNS ? desktop : `repeat(${TABLET_MAX_COLUMNS}, 1fr)`,
    mobile: '1fr',
  };
}

import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  DESKTOP_MIN_WIDTH,
  TABLET_MIN_WIDTH,
  breakpointFor,
} from '../../../runtime/render/breakpoints';
import { responsiveColumns } from '../../../runtime/render/responsiveColumns';

describe('breakpointFor (mobile < 768, tablet < 1024, desktop)', () => {
  it.each([
    [320, 'mobile'],
    [767, 'mobile'],
    [768, 'tablet'],
    [1023, 'tablet'],
    [1024, 'desktop'],
    [1920, 'desktop'],
  ])('%i px is %s', (width, breakpoint) => {
    expect(breakpointFor(width)).toBe(breakpoint);
  });

  it('blockLayout.css uses the same breakpoints', () => {
    const css = readFileSync(
      path.resolve(import.meta.dirname, '../../../runtime/render/blockLayout.css'),
      'utf8',
    );
    expect(css).toContain(`(max-width: ${DESKTOP_MIN_WIDTH - 0.02}px)`);
    expect(css).toContain(`(max-width: ${TABLET_MIN_WIDTH - 0.02}px)`);
  });
});

describe('responsiveColumns', () => {
  it.each([
    [[1], '1fr', '1fr'],
    [[1, 1], '1fr 1fr', '1fr 1fr'],
    [[1, 2], '1fr 2fr', '1fr 2fr'],
    [[1, 1, 1], '1fr 1fr 1fr', 'repeat(2, 1fr)'],
    [[2, 1, 1], '2fr 1fr 1fr', 'repeat(2, 1fr)'],
  ])('%j: desktop %s, tablet %s, mobile one column', (weights, desktop, tablet) => {
    expect(responsiveColumns(weights)).toEqual({ desktop, tablet, mobile: '1fr' });
  });
});

/**
 * Responsive breakpoints of spec 000 section 2: mobile below 768 px, tablet 768 to below 1024,
 * desktop 1024 and up. blockLayout.css repeats these numbers in its media queries (CSS cannot
 * import them); tests/runtime/render/breakpoints.test.ts keeps the two in step.
 */
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1024;

export type Breakpoint = 'mobile' | 'tablet' | 'desktop';

export function breakpointFor(width: number): Breakpoint {
  if (width < TABLET_MIN_WIDTH) return 'mobile';
  if (width < DESKTOP_MIN_WIDTH) return 'tablet';
  return 'desktop';
}

/** One slot in a pagination bar: a page number or a gap. */
export type PaginationItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The pages to show: always the first and last, the current page with `siblings` on each side,
 * and a gap where pages are left out. A gap never hides a single page (the page is shown
 * instead), so the bar keeps the same number of slots as the user pages through.
 */
export function paginationRange(page: number, pageCount: number, siblings = 1): PaginationItem[] {
  if (pageCount <= 0) return [];
  const slots = siblings * 2 + 5; // first, last, current, two gaps, the siblings
  if (pageCount <= slots) return range(1, pageCount);
  const current = Math.min(Math.max(page, 1), pageCount);
  const start = Math.max(current - siblings, 2);
  const end = Math.min(current + siblings, pageCount - 1);
  const showStartGap = start > 3;
  const showEndGap = end < pageCount - 2;
  if (!showStartGap) return [...range(1, slots - 2), 'ellipsis-end', pageCount];
  if (!showEndGap) return [1, 'ellipsis-start', ...range(pageCount - (slots - 3), pageCount)];
  return [1, 'ellipsis-start', ...range(start, end), 'ellipsis-end', pageCount];
}

function range(from: number, to: number): number[] {
  return Array.from({ length: to - from + 1 }, (_, index) => from + index);
}

/**
 * How many pages `count` records fill at `pageSize` a page: at least one, so an empty list still
 * reads "Page 1 of 1". Every paged list block counts its pages with this.
 */
export function pageCount(count: number, pageSize: number): number {
  return Math.max(1, Math.ceil(count / Math.max(1, pageSize)));
}

/**
 * The table primitive on TanStack Table (docs/decisions.md): a public entry of runtime/ui of its
 * own, kept apart from `index.ts` because every page's entry imports that barrel and the table
 * library is about 15 KB brotli that only list pages (invoices, orders, requests, accounts) need.
 */
export {
  DataTable,
  type DataTableColumn,
  type DataTableProps,
  type DataTableSelection,
  type DataTableSort,
  type DataTableSortValue,
} from './DataTable';

import {
  flexRender,
  getCoreRowModel,
  getSortedRowModel,
  useReactTable,
  type ColumnDef,
  type Row as TableRow,
  type RowSelectionState,
  type SortingState,
} from '@tanstack/react-table';
import { useMemo, useState, type ReactNode } from 'react';
import { Icon } from './Icon';
import { Skeleton } from './Skeleton';

/** A value a column sorts by: numbers and dates by value, text by the locale's collation. */
export type DataTableSortValue = string | number | Date | null | undefined;

/** One column of a {@link DataTable}. */
export interface DataTableColumn<Row> {
  /** Stable id: the sort state and the stacked layout's label refer to it. */
  id: string;
  /** The column's heading; also the label of the value in the stacked (phone) layout. */
  header: string;
  /** What a cell shows. */
  cell: (row: Row) => ReactNode;
  /** Makes the column sortable by this value (a click on the heading toggles the order). */
  sortValue?: (row: Row) => DataTableSortValue;
  /** Numbers and money align to the end, so digits line up. */
  align?: 'start' | 'end';
  /** The cell names the row for assistive technology (`<th scope="row">`); usually the first. */
  isRowHeader?: boolean;
  /** Hides the heading's text visually (an actions column), keeping it for screen readers. */
  hideHeader?: boolean;
}

/** The column and direction a table is sorted by. */
export interface DataTableSort {
  columnId: string;
  direction: 'ascending' | 'descending';
}

/** Row selection: which rows are chosen, which may be, and how each checkbox is named. */
export interface DataTableSelection<Row> {
  selectedIds: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** Rows that may not be chosen show a disabled checkbox (e.g. a paid invoice). */
  isSelectable?: (row: Row) => boolean;
  /** The checkbox's accessible name, e.g. "Select invoice INV-1042". */
  rowLabel: (row: Row) => string;
}

/** The rows, columns and behaviour of a {@link DataTable}. */
export interface DataTableProps<Row> {
  /** The table's accessible name; shown above the table when `showCaption` is set. */
  caption: string;
  showCaption?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row) => string;
  /**
   * Sorting. Without `onSortChange` the table sorts its rows itself starting from `sort`; with
   * it the caller sorts (e.g. on the server) and the table only shows and reports the choice.
   */
  sort?: DataTableSort | null;
  onSortChange?: (sort: DataTableSort | null) => void;
  selection?: DataTableSelection<Row>;
  /** Shows skeleton rows in place of the rows (the columns stay, so nothing jumps). */
  loading?: boolean;
  /** How many skeleton rows to show while loading. */
  loadingRows?: number;
  /** What screen readers hear while loading (`Loading <caption>` by default). */
  loadingLabel?: string;
  /** What to show when there are no rows and nothing is loading (an EmptyState). */
  empty?: ReactNode;
  /** Per-row class, e.g. to mark an overdue invoice. */
  rowClassName?: (row: Row) => string | undefined;
  /**
   * How React matches rows across renders: by `getRowId` (the default: a cell that holds its own
   * state, such as what a user typed, stays with its row), or by position, for cells that hold no
   * state of their own, so a new page or filter updates the same row elements in place instead of
   * removing and creating them (a paged list of thousands of records).
   */
  rowIdentity?: 'id' | 'position';
  className?: string;
}

function compareSortValues(a: DataTableSortValue, b: DataTableSortValue): number {
  if (a == null || a === '') return b == null || b === '' ? 0 : 1;
  if (b == null || b === '') return -1;
  if (a instanceof Date || b instanceof Date) return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), undefined, { numeric: true, sensitivity: 'base' });
}

function toSortingState(sort: DataTableSort | null | undefined): SortingState {
  return sort ? [{ id: sort.columnId, desc: sort.direction === 'descending' }] : [];
}

function fromSortingState(state: SortingState): DataTableSort | null {
  const first = state[0];
  return first ? { columnId: first.id, direction: first.desc ? 'descending' : 'ascending' } : null;
}

const SELECT_COLUMN_ID = '__select';

/**
 * A table of records built on TanStack Table: sortable headings (buttons with `aria-sort`),
 * optional row selection with a "select all" checkbox, skeleton rows while loading and an empty
 * slot. Below 640 px of its own width each row becomes a card of label/value pairs (a container
 * query), so a list stays readable on a phone without sideways scrolling.
 */
export function DataTable<Row>({
  caption,
  showCaption = false,
  columns,
  rows,
  getRowId,
  sort,
  onSortChange,
  selection,
  loading = false,
  loadingRows = 5,
  loadingLabel,
  empty,
  rowClassName,
  rowIdentity = 'id',
  className,
}: DataTableProps<Row>) {
  const controlled = onSortChange !== undefined;
  const [ownSorting, setOwnSorting] = useState<SortingState>(() => toSortingState(sort));
  const sorting = controlled ? toSortingState(sort) : ownSorting;

  const columnDefs = useMemo<ColumnDef<Row>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.header,
        accessorFn: column.sortValue ?? (() => null),
        enableSorting: column.sortValue !== undefined,
        sortingFn: (a, b, id) => compareSortValues(a.getValue(id), b.getValue(id)),
        sortUndefined: 'last',
      })),
    [columns],
  );

  const rowSelection = useMemo<RowSelectionState>(() => {
    const state: RowSelectionState = {};
    selection?.selectedIds.forEach((id) => {
      state[id] = true;
    });
    return state;
  }, [selection?.selectedIds]);

  // The table object is rebuilt from props each render and read only during it; nothing memoizes
  // its functions, which is what the React Compiler rule warns about.
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable<Row>({
    data: rows as Row[],
    columns: columnDefs,
    getRowId: (row) => getRowId(row),
    state: { sorting, rowSelection },
    manualSorting: controlled,
    enableSortingRemoval: false,
    // A first click always sorts ascending, whatever the column holds (TanStack would start
    // numbers descending), so every heading behaves the same.
    sortDescFirst: false,
    enableRowSelection: (row) => selection?.isSelectable?.(row.original) ?? true,
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting) : updater;
      if (controlled) onSortChange(fromSortingState(next));
      else setOwnSorting(next);
    },
    onRowSelectionChange: (updater) => {
      if (!selection) return;
      const next = typeof updater === 'function' ? updater(rowSelection) : updater;
      selection.onChange(new Set(Object.keys(next).filter((id) => next[id])));
    },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    // The table never pages (callers page with `Pagination`). Left on, TanStack resets its page
    // index after every new row model in a microtask, and that state update renders the whole
    // table a second time after each change of its rows (about 20 ms of a filter change on the
    // invoice list at 4x slowdown, docs/benchmarks.md, session 10).
    autoResetPageIndex: false,
  });

  const byId = new Map(columns.map((column) => [column.id, column]));
  const tableRows = table.getRowModel().rows;
  const selectableRows = tableRows.filter((row) => row.getCanSelect());
  const allSelected =
    selectableRows.length > 0 && selectableRows.every((row) => row.getIsSelected());
  const someSelected = selectableRows.some((row) => row.getIsSelected());
  const columnCount = columns.length + (selection ? 1 : 0);
  const showEmpty = !loading && rows.length === 0 && empty !== undefined;
  const columnLabel = (cell: number) => {
    const column = columns[cell - (selection ? 1 : 0)];
    return column && !column.hideHeader ? column.header : undefined;
  };

  return (
    <div className={['bf-data-table', className].filter(Boolean).join(' ')}>
      <table className="bf-data-table-table" aria-busy={loading || undefined}>
        <caption className={showCaption ? 'bf-data-table-caption' : 'bf-visually-hidden'}>
          {caption}
        </caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {selection ? (
                <th scope="col" className="bf-data-table-select" key={SELECT_COLUMN_ID}>
                  <input
                    type="checkbox"
                    aria-label="Select all rows"
                    checked={allSelected}
                    ref={(input) => {
                      if (input) input.indeterminate = someSelected && !allSelected;
                    }}
                    disabled={loading || selectableRows.length === 0}
                    onChange={() => {
                      const next = new Set(selection.selectedIds);
                      for (const row of selectableRows) {
                        if (allSelected) next.delete(row.id);
                        else next.add(row.id);
                      }
                      selection.onChange(next);
                    }}
                  />
                </th>
              ) : null}
              {group.headers.map((header) => {
                const column = byId.get(header.column.id);
                const sorted = header.column.getIsSorted();
                const ariaSort =
                  sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined;
                const label = column?.header ?? header.column.id;
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={header.column.getCanSort() ? (ariaSort ?? 'none') : undefined}
                    className={column?.align === 'end' ? 'bf-data-table-end' : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="bf-data-table-sort"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <span>{label}</span>
                        <Icon
                          name={
                            sorted === 'desc'
                              ? 'chevron-down'
                              : sorted === 'asc'
                                ? 'chevron-up'
                                : 'chevrons-up-down'
                          }
                          size={14}
                          color="currentColor"
                          className={sorted ? undefined : 'bf-data-table-sort-idle'}
                        />
                      </button>
                    ) : column?.hideHeader ? (
                      <span className="bf-visually-hidden">{label}</span>
                    ) : (
                      flexRender(header.column.columnDef.header, header.getContext())
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: loadingRows }, (_, index) => (
                <tr key={`loading-${index}`} className="bf-data-table-loading-row">
                  {Array.from({ length: columnCount }, (_, cell) => (
                    // The column's label too, so a phone-width card while loading is as tall as
                    // a loaded one and the page below does not move when the rows arrive.
                    <td key={cell} data-label={columnLabel(cell)}>
                      {cell === 0 && index === 0 ? (
                        <Skeleton height="1rem" label={loadingLabel ?? `Loading ${caption}`} />
                      ) : (
                        <span className="bf-skeleton" aria-hidden="true" />
                      )}
                    </td>
                  ))}
                </tr>
              ))
            : tableRows.map((row, index) => (
                <DataTableRow
                  key={rowIdentity === 'position' ? index : row.id}
                  row={row}
                  byId={byId}
                  selection={selection}
                  rowClassName={rowClassName}
                />
              ))}
          {showEmpty ? (
            <tr className="bf-data-table-empty-row">
              <td colSpan={columnCount}>{empty}</td>
            </tr>
          ) : null}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One row of a {@link DataTable}: a component of its own, so React renders (and, hydrating a
 * server-rendered table, adopts) the rows one at a time and can yield between them, instead of
 * every row's cells in the table's one render (the invoice list's hydration: one task of about
 * 100-250 ms at Lighthouse's 4x slowdown, issue 22).
 */
function DataTableRow<Row>({
  row,
  byId,
  selection,
  rowClassName,
}: {
  row: TableRow<Row>;
  byId: ReadonlyMap<string, DataTableColumn<Row>>;
  selection: DataTableSelection<Row> | undefined;
  rowClassName: ((row: Row) => string | undefined) | undefined;
}) {
  return (
    <tr
      className={rowClassName?.(row.original)}
      aria-selected={selection ? row.getIsSelected() : undefined}
    >
      {selection ? (
        <td className="bf-data-table-select">
          <input
            type="checkbox"
            aria-label={selection.rowLabel(row.original)}
            checked={row.getIsSelected()}
            disabled={!row.getCanSelect()}
            onChange={row.getToggleSelectedHandler()}
          />
        </td>
      ) : null}
      {row.getVisibleCells().map((cell) => {
        const column = byId.get(cell.column.id);
        const Cell = column?.isRowHeader ? 'th' : 'td';
        // The column's `cell` is called, not rendered as a component (`flexRender`
        // would make it a component type): columns rebuilt on a caller's render (a
        // refetch) would be new types, and React would remount every cell, losing
        // what the user typed in an input cell. Cells keep their column's id as key,
        // and rows their `getRowId`, so a refetch updates them in place.
        return (
          <Cell
            key={cell.column.id}
            scope={column?.isRowHeader ? 'row' : undefined}
            data-label={column?.hideHeader ? undefined : column?.header}
            className={column?.align === 'end' ? 'bf-data-table-end' : undefined}
          >
            {column?.cell(row.original)}
          </Cell>
        );
      })}
    </tr>
  );
}

import { useMemo, useState, type ReactNode } from 'react';
import { columnLetter, type UploadReport, type UploadRow } from '../../runtime/blocks';
import { Badge, Pagination } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';
import { plural } from './plural';

type Filter = 'all' | 'invalid';

const STATUS: Record<UploadRow['status'], { label: string; tone: 'success' | 'error' | 'info' }> = {
  valid: { label: 'Ready', tone: 'success' },
  invalid: { label: 'Error', tone: 'error' },
  merged: { label: 'Merged', tone: 'info' },
};

const COLUMNS: DataTableColumn<UploadRow>[] = [
  {
    id: 'line',
    header: 'Row',
    cell: (row) => row.line,
    align: 'end',
    isRowHeader: true,
  },
  {
    id: 'item',
    header: 'Item',
    cell: (row) => (
      <span className="bf-upload-item-cell">
        <span className="bf-upload-number">{row.itemNumber || '(none)'}</span>
        {row.item && <span className="bf-upload-title">{row.item.title}</span>}
        {(row.marker || row.fluorochrome) && (
          <span className="bf-upload-panel">
            {[row.marker, row.fluorochrome].filter(Boolean).join(' · ')}
          </span>
        )}
      </span>
    ),
  },
  {
    id: 'quantity',
    header: 'Quantity',
    cell: (row) =>
      row.status === 'valid' && row.mergedFrom.length > 0
        ? `${row.quantity} (with row${row.mergedFrom.length > 1 ? 's' : ''} ${row.mergedFrom.join(', ')})`
        : row.quantityText || '(none)',
    align: 'end',
  },
  {
    id: 'status',
    header: 'Status',
    cell: (row) => <Badge tone={STATUS[row.status].tone}>{STATUS[row.status].label}</Badge>,
  },
  {
    id: 'problem',
    header: 'Problem and fix',
    cell: (row) =>
      row.status === 'merged' ? (
        <span className="bf-upload-fix">
          Duplicate: its quantity was added to row {row.mergedInto}.
        </span>
      ) : row.issues.length === 0 ? (
        <span className="bf-upload-muted">None</span>
      ) : (
        <ul className="bf-upload-issues">
          {row.issues.map((issue) => (
            <li key={issue.code}>
              <span className="bf-upload-problem">{issue.message}</span>{' '}
              <span className="bf-upload-fix">Fix: {issue.fix}</span>
            </li>
          ))}
        </ul>
      ),
  },
];

/** A checked file: counts, what is wrong with the file itself, and its rows page by page. */
export function UploadReportView({
  report,
  pageSize,
  actions,
}: {
  report: UploadReport;
  pageSize: number;
  actions: ReactNode;
}) {
  const { counts } = report;
  const [filter, setFilter] = useState<Filter>(counts.invalid > 0 ? 'invalid' : 'all');
  const [page, setPage] = useState(1);
  const rows = useMemo(
    () =>
      filter === 'invalid' ? report.rows.filter((row) => row.status === 'invalid') : report.rows,
    [filter, report.rows],
  );
  const pageCount = Math.max(1, Math.ceil(rows.length / pageSize));
  const shown = rows.slice((page - 1) * pageSize, page * pageSize);
  const choose = (next: Filter) => {
    setFilter(next);
    setPage(1);
  };
  const read = report.columns.flatMap((column, index) =>
    column ? [`${columnLetter(index)}: ${column === 'itemNumber' ? 'item number' : column}`] : [],
  );

  return (
    <div className="bf-upload-report">
      <h2 className="bf-upload-report-title">{report.fileName}</h2>
      <p className="bf-upload-counts" role="status">
        {plural(counts.rows, 'row')} checked: <strong>{counts.valid} ready</strong>
        {counts.invalid > 0 && (
          <>
            ,{' '}
            <strong className="bf-upload-count-error">
              {plural(counts.invalid, 'row')} with errors
            </strong>
          </>
        )}
        {counts.merged > 0 && <>, {plural(counts.merged, 'duplicate')} merged</>}
        {counts.emptyLines > 0 && <>, {plural(counts.emptyLines, 'empty line')} skipped</>}.
      </p>
      {read.length > 0 && <p className="bf-upload-muted">Columns read: {read.join(', ')}.</p>}
      {report.fileIssues.length > 0 && (
        <ul className="bf-upload-file-issues" aria-label="Problems with the file">
          {report.fileIssues.map((issue, index) => (
            <li key={`${issue.code}-${index}`}>
              <span className="bf-upload-problem">{issue.message}</span>{' '}
              <span className="bf-upload-fix">Fix: {issue.fix}</span>
            </li>
          ))}
        </ul>
      )}
      {report.notes.length > 0 && (
        <ul className="bf-upload-notes" aria-label="Notes on the file">
          {report.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      {counts.invalid > 0 && (
        <p className="bf-upload-next">
          Fix the rows with errors in your file and choose it again, or add the ready rows now: rows
          with errors are left out.
        </p>
      )}
      {actions}
      {counts.rows > 0 && (
        <>
          <div className="bf-upload-filter" role="group" aria-label="Rows shown">
            <button
              type="button"
              className="bf-button bf-button-ghost"
              aria-pressed={filter === 'all'}
              onClick={() => choose('all')}
            >
              All rows ({counts.rows.toLocaleString('en-US')})
            </button>
            <button
              type="button"
              className="bf-button bf-button-ghost"
              aria-pressed={filter === 'invalid'}
              onClick={() => choose('invalid')}
            >
              Rows with errors ({counts.invalid.toLocaleString('en-US')})
            </button>
          </div>
          <DataTable
            caption={`Rows of ${report.fileName}`}
            columns={COLUMNS}
            rows={shown}
            getRowId={(row) => row.id}
            rowClassName={(row) => (row.status === 'invalid' ? 'bf-upload-row-invalid' : undefined)}
            empty={<p className="bf-upload-muted">No rows with errors.</p>}
          />
          {pageCount > 1 && (
            <Pagination
              page={page}
              pageCount={pageCount}
              onPageChange={setPage}
              label="Pages of the file's rows"
            />
          )}
        </>
      )}
    </div>
  );
}

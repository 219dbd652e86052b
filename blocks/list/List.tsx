import { useState, type FormEvent } from 'react';
import {
  fieldOf,
  formatFieldValue,
  QueryStates,
  useLocale,
  useMakeCallQuery,
  safeSitePath,
  type BlockProps,
} from '../../runtime/blocks';
// Derived from schemas/blocks/list.schema.json by scripts/compileValidators.ts.
import { Pagination } from '../../runtime/ui/index';
import type { ListColumn, ListConfiguration } from '../../schemas/generated/blocks/list';
import { detailPathHref } from './detailPathHref';
import { listRequest } from './listRequest';
import { sortRecords, type ListRecord } from './sortRecords';

const DEFAULT_PAGE_SIZE = 20;

function detailHref(templateId: string, recordId: unknown): string | null {
  if (typeof recordId !== 'string' && typeof recordId !== 'number') return null;
  return safeSitePath(
    `/detail/${encodeURIComponent(templateId)}?recordId=${encodeURIComponent(String(recordId))}`,
  );
}

function Cell({
  record,
  column,
  href,
}: {
  record: ListRecord;
  column: ListColumn;
  href: string | null;
}) {
  const currency = fieldOf(record, 'CurrencyIsoCode');
  const locale = useLocale();
  const text = formatFieldValue(
    fieldOf(record, column.field),
    column.type,
    typeof currency === 'string' && currency ? currency : undefined,
    locale,
  );
  return <td>{href ? <a href={href}>{text}</a> : text}</td>;
}

/**
 * Records of one CRM object (getLookupRecords) in a table: the first column links to the
 * record's detail page. Searchable lists search on the CRM (its searchable fields); sorting and
 * paging happen here, over at most LIST_FETCH_LIMIT rows.
 */
export default function List({ configuration }: BlockProps<ListConfiguration>) {
  const { columns, detailTemplateId, detailPath, searchable, sortField, sortDirection } =
    configuration;
  const pageSize = configuration.pageSize ?? DEFAULT_PAGE_SIZE;
  const [searchText, setSearchText] = useState('');
  const [page, setPage] = useState(0);
  const query = useMakeCallQuery<ListRecord[] | ListRecord>(listRequest(configuration, searchText));

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setSearchText(typeof value === 'string' ? value.trim() : '');
    setPage(0);
  }

  // 'No records Found.' arrives as []; a single object is one record.
  const rows =
    query.data === undefined ? [] : Array.isArray(query.data) ? query.data : [query.data];
  const sorted = sortRecords(rows, sortField, sortDirection);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages - 1);
  const shown = sorted.slice(current * pageSize, (current + 1) * pageSize);
  const label = `${configuration.objectName} records`;

  return (
    <div className="bf-list">
      {searchable && (
        <form className="bf-list-search" role="search" onSubmit={search}>
          <label>
            <span className="bf-visually-hidden">Search {label}</span>
            <input type="search" name="q" defaultValue={searchText} placeholder="Search" />
          </label>
          <button type="submit" className="bf-button bf-button-secondary">
            Search
          </button>
        </form>
      )}
      <QueryStates
        query={query}
        loading="Loading records…"
        error="The records could not be loaded."
        isEmpty={() => shown.length === 0}
      >
        {() => (
          <>
            <div className="bf-list-scroll">
              <table className="bf-list-table" aria-label={label}>
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.field} scope="col">
                        {column.label}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {shown.map((record, index) => {
                    const id = fieldOf(record, 'Id');
                    const href = detailPath
                      ? detailPathHref(detailPath, record)
                      : detailTemplateId
                        ? detailHref(detailTemplateId, id)
                        : null;
                    return (
                      <tr key={typeof id === 'string' ? id : index}>
                        {columns.map((column, columnIndex) => (
                          <Cell
                            key={column.field}
                            record={record}
                            column={column}
                            href={columnIndex === 0 ? href : null}
                          />
                        ))}
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
            {pages > 1 && (
              <Pagination
                label={`${label} pages`}
                page={current + 1}
                pageCount={pages}
                onPageChange={(next) => setPage(next - 1)}
              />
            )}
          </>
        )}
      </QueryStates>
    </div>
  );
}

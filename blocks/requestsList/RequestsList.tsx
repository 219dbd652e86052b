import { useState, type FormEvent } from 'react';
import {
  BlockError,
  DEFAULT_REQUESTS_QUERY,
  pageCount,
  REQUEST_STATUSES,
  REQUEST_TYPES,
  requestPath,
  safeSitePath,
  statusTone,
  toggleSort,
  useLocale,
  useRequests,
  withFilter,
  type BlockProps,
  type RequestSortField,
  type RequestStatus,
  type RequestsQuery,
  type SupportRequest,
  useTimeZone,
} from '../../runtime/blocks';
import { Badge, Button, EmptyState, Pagination, Select } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';
import type { RequestsListConfiguration } from '../../schemas/generated/blocks/requestsList';
import './requestsList.css';

const SORT_FIELDS: readonly RequestSortField[] = [
  'number',
  'subject',
  'type',
  'status',
  'createdAt',
  'updatedAt',
];

function useColumns(): DataTableColumn<SupportRequest>[] {
  const locale = useLocale().replace('_', '-');
  const timeZone = useTimeZone();
  const date = (iso: string) =>
    new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium', timeZone });
  return [
    {
      id: 'number',
      header: 'Request',
      isRowHeader: true,
      sortValue: (row) => row.number,
      cell: (row) => <a href={requestPath(row)}>{row.number}</a>,
    },
    {
      id: 'subject',
      header: 'Subject',
      sortValue: (row) => row.subject,
      cell: (row) => (
        <span className="bf-requests-subject">
          <a href={requestPath(row)}>{row.subject}</a>
          {row.relatedTo && <span className="bf-requests-related">{row.relatedTo}</span>}
        </span>
      ),
    },
    { id: 'type', header: 'Type', sortValue: (row) => row.type, cell: (row) => row.type },
    {
      id: 'status',
      header: 'Status',
      sortValue: (row) => row.status,
      cell: (row) => <Badge tone={statusTone(row.status)}>{row.status}</Badge>,
    },
    {
      id: 'createdAt',
      header: 'Created',
      sortValue: (row) => row.createdAt,
      cell: (row) => <time dateTime={row.createdAt}>{date(row.createdAt)}</time>,
    },
    {
      id: 'updatedAt',
      header: 'Updated',
      sortValue: (row) => row.updatedAt,
      cell: (row) => <time dateTime={row.updatedAt}>{date(row.updatedAt)}</time>,
    },
  ];
}

/**
 * The account's support requests: status, type, subject, created and updated dates in the shared
 * DataTable; sorted (newest first by default, spec 000 section 9), filtered by status, type and
 * search text, and paged on the CRM, so a long history stays fast.
 */
export default function RequestsList({ configuration }: BlockProps<RequestsListConfiguration>) {
  const statuses = configuration.statuses?.length ? configuration.statuses : [...REQUEST_STATUSES];
  const types = configuration.types?.length ? configuration.types : [...REQUEST_TYPES];
  const [query, setQuery] = useState<RequestsQuery>({
    ...DEFAULT_REQUESTS_QUERY,
    pageSize: configuration.pageSize ?? DEFAULT_REQUESTS_QUERY.pageSize,
  });
  const requests = useRequests(query);
  const columns = useColumns();
  const newRequestUrl = configuration.newRequestUrl
    ? safeSitePath(configuration.newRequestUrl)
    : null;
  const page = requests.data;
  const filtered =
    query.statuses.length > 0 || query.requestType !== null || query.searchText !== '';

  function toggleStatus(status: RequestStatus) {
    const chosen = query.statuses.includes(status)
      ? query.statuses.filter((value) => value !== status)
      : [...query.statuses, status];
    setQuery(withFilter(query, { statuses: chosen }));
  }

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    setQuery(withFilter(query, { searchText: typeof value === 'string' ? value.trim() : '' }));
  }

  const clearFilters = () =>
    setQuery(withFilter(query, { statuses: [], requestType: null, searchText: '' }));

  return (
    <section className="bf-requests" aria-label="Support requests">
      <div className="bf-requests-toolbar">
        <form className="bf-requests-search" role="search" onSubmit={search}>
          <label>
            <span className="bf-visually-hidden">Search requests</span>
            <input
              key={query.searchText === '' ? 'empty' : 'typed'}
              type="search"
              name="q"
              className="bf-input"
              defaultValue={query.searchText}
              placeholder="Number, subject, instrument or order"
            />
          </label>
          <Button type="submit" variant="secondary">
            Search
          </Button>
        </form>
        <Select
          label="Type"
          className="bf-requests-type"
          value={query.requestType ?? ''}
          placeholder="All types"
          options={types.map((type) => ({ value: type, label: type }))}
          onChange={(event) =>
            setQuery(withFilter(query, { requestType: event.target.value || null }))
          }
        />
        {newRequestUrl && (
          <a className="bf-button bf-button-primary bf-requests-new" href={newRequestUrl}>
            New request
          </a>
        )}
      </div>
      <div className="bf-requests-statuses" role="group" aria-label="Filter by status">
        {statuses.map((status) => (
          <button
            key={status}
            type="button"
            className="bf-requests-chip"
            aria-pressed={query.statuses.includes(status)}
            onClick={() => toggleStatus(status)}
          >
            {status}
            {page ? ` (${page.statusCounts[status] ?? 0})` : null}
          </button>
        ))}
        {filtered && (
          <Button variant="link" onClick={clearFilters}>
            Clear filters
          </Button>
        )}
      </div>
      {requests.isError && !page ? (
        <BlockError
          message="Your requests could not be loaded."
          error={requests.error}
          onRetry={() => void requests.refetch()}
        />
      ) : (
        <>
          <DataTable
            caption="Support requests"
            columns={columns}
            rows={page?.requests ?? []}
            getRowId={(row) => row.id}
            loading={requests.isPending}
            loadingRows={Math.min(query.pageSize, 8)}
            sort={{
              columnId: query.sortField,
              direction: query.sortDirection === 'asc' ? 'ascending' : 'descending',
            }}
            onSortChange={(sort) => {
              const field = SORT_FIELDS.find((candidate) => candidate === sort?.columnId);
              if (field) setQuery(toggleSort(query, field));
            }}
            empty={
              <EmptyState
                title={filtered ? 'No requests match these filters' : 'No support requests yet'}
                headingLevel={3}
                actions={
                  filtered ? (
                    <Button variant="secondary" onClick={clearFilters}>
                      Clear filters
                    </Button>
                  ) : newRequestUrl ? (
                    <a className="bf-button bf-button-primary" href={newRequestUrl}>
                      New request
                    </a>
                  ) : undefined
                }
              >
                {filtered
                  ? 'Try another status, type or search.'
                  : 'Questions about an instrument, an order or an invoice go here.'}
              </EmptyState>
            }
          />
          {page && page.totalCount > 0 && (
            <div className="bf-requests-footer">
              <p className="bf-requests-total" aria-live="polite">
                {page.totalCount === 1 ? '1 request' : `${page.totalCount} requests`}
                {requests.isFetching && !requests.isPending ? ' · updating…' : ''}
              </p>
              <Pagination
                label="Support requests pages"
                page={query.page}
                pageCount={pageCount(page.totalCount, query.pageSize)}
                onPageChange={(next) => setQuery({ ...query, page: next })}
              />
            </div>
          )}
        </>
      )}
    </section>
  );
}

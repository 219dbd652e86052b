import { useId } from 'react';
import { Button } from './Button';
import { Icon } from './Icon';
import { paginationRange } from './paginationRange';
import './ui.css';

/** The current page, the page count and the callbacks; page size controls are optional. */
export interface PaginationProps {
  /** Current page, from 1. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the navigation landmark (name it when a page has two). */
  label?: string;
  /** With both of these, a page-size choice is shown. */
  pageSize?: number;
  pageSizeOptions?: readonly number[];
  onPageSizeChange?: (pageSize: number) => void;
}

/** Previous/next and numbered page buttons in a labelled navigation landmark, with an optional page-size choice. */
export function Pagination({
  page,
  pageCount,
  onPageChange,
  label = 'Pagination',
  pageSize,
  pageSizeOptions,
  onPageSizeChange,
}: PaginationProps) {
  const sizeId = useId();
  const atStart = page <= 1;
  const atEnd = page >= pageCount;
  return (
    <nav aria-label={label} className="bf-pagination">
      <ul className="bf-pagination-list">
        <li>
          <Button
            variant="ghost"
            aria-label="Previous page"
            disabled={atStart}
            onClick={() => onPageChange(page - 1)}
          >
            <Icon name="chevron-left" color="currentColor" />
          </Button>
        </li>
        {paginationRange(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <Button
                variant="ghost"
                className="bf-pagination-page"
                aria-label={`Page ${item}`}
                aria-current={item === page ? 'page' : undefined}
                onClick={() => onPageChange(item)}
              >
                {item}
              </Button>
            </li>
          ) : (
            <li key={item} className="bf-pagination-ellipsis" aria-hidden="true">
              …
            </li>
          ),
        )}
        <li>
          <Button
            variant="ghost"
            aria-label="Next page"
            disabled={atEnd}
            onClick={() => onPageChange(page + 1)}
          >
            <Icon name="chevron-right" color="currentColor" />
          </Button>
        </li>
      </ul>
      {pageSize !== undefined && pageSizeOptions && onPageSizeChange ? (
        <span className="bf-pagination-size">
          <label htmlFor={sizeId}>Items per page</label>{' '}
          <select
            id={sizeId}
            className="bf-select"
            value={pageSize}
            onChange={(event) => onPageSizeChange(Number(event.target.value))}
          >
            {pageSizeOptions.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </span>
      ) : null}
    </nav>
  );
}

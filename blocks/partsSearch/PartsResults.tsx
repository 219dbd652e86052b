import { memo, type ReactNode } from 'react';
import {
  availabilityText,
  availabilityTone,
  formatMoney,
  safeImageSrc,
  type Part,
} from '../../runtime/blocks';
import { Badge, Button } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';

/**
 * The search results as a table (stacked cards on small screens): one row per part. Memoized: a
 * keystroke in the search field re-renders the block, not the rows (the results change only when
 * the debounced search answers; scripts/bench/partsSearch.ts).
 */
export const PartsResults = memo(function PartsResults({
  parts,
  loading,
  quantities,
  locale,
  openPartId,
  onOpen,
  empty,
}: {
  parts: readonly Part[];
  loading: boolean;
  quantities: Readonly<Record<string, number>>;
  locale: string;
  openPartId: string | null;
  onOpen: (itemId: string) => void;
  empty: ReactNode;
}) {
  const columns: DataTableColumn<Part>[] = [
    {
      id: 'part',
      header: 'Part',
      isRowHeader: true,
      cell: (part) => (
        <span className="bf-parts-part">
          <img
            className="bf-parts-thumb"
            src={safeImageSrc(part.thumbnailUrl ?? '') ?? undefined}
            alt=""
            width={48}
            height={48}
            loading="lazy"
          />
          <span className="bf-parts-part-text">
            <span className="bf-parts-number">{part.partNumber}</span>
            <span>{part.title}</span>
          </span>
        </span>
      ),
    },
    { id: 'category', header: 'Category', cell: (part) => part.category },
    {
      id: 'availability',
      header: 'Availability',
      cell: (part) => <Badge tone={availabilityTone(part)}>{availabilityText(part)}</Badge>,
    },
    {
      id: 'price',
      header: 'Price',
      align: 'end',
      cell: (part) => formatMoney(part.price, part.currency, locale),
    },
    {
      id: 'inCart',
      header: 'In cart',
      align: 'end',
      cell: (part) => {
        const qty = quantities[part.itemId] ?? 0;
        return qty > 0 ? (
          <span className="bf-parts-in-cart">{qty}</span>
        ) : (
          <span className="bf-parts-muted">—</span>
        );
      },
    },
    {
      id: 'open',
      header: 'Details',
      hideHeader: true,
      align: 'end',
      cell: (part) => (
        <Button
          variant={openPartId === part.itemId ? 'primary' : 'secondary'}
          aria-expanded={openPartId === part.itemId}
          aria-label={`Details of ${part.partNumber} ${part.title}`}
          onClick={() => onOpen(part.itemId)}
        >
          Details
        </Button>
      ),
    },
  ];
  return (
    <DataTable
      caption="Parts"
      columns={columns}
      rows={parts}
      getRowId={(part) => part.itemId}
      loading={loading}
      loadingRows={6}
      empty={empty}
      rowClassName={(part) => (part.isObsolete ? 'bf-parts-obsolete' : undefined)}
    />
  );
});

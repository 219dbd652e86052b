import { Link } from 'react-router-dom';
import { Badge } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';
import {
  QueryStates,
  approvalBadge,
  useCpqQuotes,
  type CpqBundle,
  type CpqQuote,
  useTimeZone,
} from '../../runtime/blocks';
import { money } from './cpqMoney';

/**
 * The customer's saved quotes (getCpqQuotes: their own at the account, newest first, at most 20),
 * each opened in the builder by its link (`?quoteId=`); the one open is marked. A customer who
 * saved a quote last week finds it here rather than in their browser history.
 */
export function SavedQuotes({
  bundles,
  openQuoteId,
  locale,
}: {
  bundles: readonly CpqBundle[];
  openQuoteId: string | null;
  locale: string | undefined;
}) {
  const quotes = useCpqQuotes();
  const timeZone = useTimeZone();
  const bundleName = (quote: CpqQuote) =>
    bundles.find((bundle) => bundle.id === quote.selection.bundleId)?.name ?? '—';
  const updated = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const columns: DataTableColumn<CpqQuote>[] = [
    {
      id: 'quote',
      header: 'Quote',
      isRowHeader: true,
      sortValue: (quote) => quote.quoteNumber,
      cell: (quote) => (
        <Link
          to={`?quoteId=${encodeURIComponent(quote.quoteId)}`}
          aria-current={quote.quoteId === openQuoteId ? 'page' : undefined}
        >
          {quote.quoteNumber}
        </Link>
      ),
    },
    { id: 'bundle', header: 'Instrument bundle', cell: bundleName, sortValue: bundleName },
    {
      id: 'total',
      header: 'Total',
      align: 'end',
      sortValue: (quote) => quote.total,
      cell: (quote) => money(quote.total, quote.currency, locale),
    },
    {
      id: 'state',
      header: 'Status',
      cell: (quote) => {
        const badge = approvalBadge(quote.discount.state);
        return (
          <span className="bf-cpq-saved-state">
            {quote.isActive ? <Badge tone="info">Active cart</Badge> : null}
            {quote.discount.state === 'None' ? null : (
              <Badge tone={badge.tone}>{badge.label}</Badge>
            )}
            {!quote.isActive && quote.discount.state === 'None' ? quote.status : null}
          </span>
        );
      },
    },
    {
      id: 'updated',
      header: 'Last saved',
      sortValue: (quote) => new Date(quote.updatedAt),
      cell: (quote) => updated.format(new Date(quote.updatedAt)),
    },
  ];
  return (
    <section className="bf-cpq-saved" aria-labelledby="bf-cpq-saved-heading">
      <h3 id="bf-cpq-saved-heading">Your saved quotes</h3>
      <QueryStates
        query={quotes}
        loading="Loading your saved quotes…"
        error="Your saved quotes could not be loaded."
        isEmpty={(list) => list.length === 0}
        empty="No saved quotes yet: a quote you save appears here, to reopen at any time."
      >
        {(list) => (
          <DataTable
            caption="Your saved quotes"
            columns={columns}
            rows={list}
            getRowId={(quote) => quote.quoteId}
            rowClassName={(quote) =>
              quote.quoteId === openQuoteId ? 'bf-cpq-saved-open' : undefined
            }
          />
        )}
      </QueryStates>
    </section>
  );
}

import { Link, useSearchParams } from 'react-router-dom';
import { EmptyState } from '../../runtime/ui/index';
import {
  BlockError,
  BlockLoading,
  QueryStates,
  useCpqBundles,
  useCpqQuote,
  useCpqViewer,
  useLocale,
  useRefreshCpqQuotes,
  type BlockProps,
  type CpqQuote,
} from '../../runtime/blocks';
import type { CpqConfiguration } from '../../schemas/generated/blocks/cpq';
import { QuoteBuilder } from './QuoteBuilder';
import { SavedQuotes } from './SavedQuotes';
import './cpq.css';

/**
 * The cpq block (issue 20): a quote builder for an instrument bundle on the cpq base. The
 * bundles come priced for the account (list, quantity breaks, contract prices); the customer
 * picks options, quantities and a service plan and sees the price live; the quote is saved as a
 * quote of the account (?quoteId= reopens it), a manager may request a discount with a reason and
 * sees its approval, the quote document downloads as a PDF and "Make this the active cart" hands
 * it to the cart. Loading, empty and error states are the data-block kit's.
 */
export default function Cpq({ configuration }: BlockProps<CpqConfiguration>) {
  const heading = configuration.heading ?? 'Configure a quote';
  const viewer = useCpqViewer();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const quoteId = params.get('quoteId');
  const bundles = useCpqBundles();
  const quote = useCpqQuote(quoteId);
  const refreshQuotes = useRefreshCpqQuotes();

  const openQuote = (saved: CpqQuote | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (saved) next.set('quoteId', saved.quoteId);
        else next.delete('quoteId');
        return next;
      },
      { replace: true },
    );

  return (
    <section className="bf-cpq" aria-labelledby="bf-cpq-heading">
      <h2 id="bf-cpq-heading">{heading}</h2>
      {configuration.helpText ? <p className="bf-cpq-muted">{configuration.helpText}</p> : null}
      {!viewer.isLoggedIn ? (
        <EmptyState
          title="Sign in to build a quote"
          headingLevel={3}
          actions={<Link to="/login">Sign in</Link>}
        >
          Quotes are priced for your account, with its contract prices.
        </EmptyState>
      ) : (
        <QueryStates
          query={bundles}
          loading="Loading instrument bundles…"
          error="The instrument bundles could not be loaded."
          isEmpty={(list) => list.length === 0}
          empty="No instrument bundles are offered to your account yet."
        >
          {(list) => (
            <>
              {quoteId && quote.isError ? (
                <BlockError
                  message="This quote could not be opened."
                  error={quote.error}
                  onRetry={() => void quote.refetch()}
                />
              ) : quoteId && quote.isPending ? (
                <BlockLoading label="Loading your quote…" />
              ) : (
                <QuoteBuilder
                  key={quoteId === null ? 'new' : `saved-${quoteId}`}
                  bundles={list}
                  quote={quoteId ? (quote.data ?? null) : null}
                  isManager={viewer.isManager}
                  cartUrl={configuration.cartUrl ?? '/cart'}
                  locale={locale}
                  onSaved={openQuote}
                  onActivated={() => {
                    void quote.refetch();
                    void refreshQuotes();
                  }}
                  onStartNew={() => openQuote(null)}
                />
              )}
              {/* Kept in place while another quote opens, so the list never jumps away. */}
              <SavedQuotes bundles={list} openQuoteId={quoteId} locale={locale} />
            </>
          )}
        </QueryStates>
      )}
    </section>
  );
}

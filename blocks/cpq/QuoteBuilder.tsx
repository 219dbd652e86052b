import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, showToast } from '../../runtime/ui/index';
import {
  defaultSelection,
  quoteLines,
  quoteTotals,
  sameSelection,
  useCpqActions,
  withComponentQty,
  withInstrumentQty,
  type CpqBundle,
  type CpqQuote,
  type CpqSelection,
} from '../../runtime/blocks';
import { BundlePicker } from './BundlePicker';
import { ComponentRows } from './ComponentRows';
import { DiscountPanel } from './DiscountPanel';
import { PriceBreakdown } from './PriceBreakdown';
import { QuantityField } from './QuantityField';
import { ServicePlanPicker } from './ServicePlanPicker';

const DATE = (value: string, locale: string | undefined) =>
  new Date(`${value}T00:00:00Z`).toLocaleDateString(locale, {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The quote builder: the customer's choices (kept across failed calls), the live price of them
 * by the shared rules, and the quote's actions. `quote` is the saved quote shown (null before the
 * first save); the discount counts in the live figures only while the choices are the saved ones.
 */
export function QuoteBuilder({
  bundles,
  quote,
  isManager,
  cartUrl,
  locale,
  onSaved,
  onActivated,
  onStartNew,
}: {
  bundles: readonly CpqBundle[];
  quote: CpqQuote | null;
  isManager: boolean;
  cartUrl: string;
  locale: string | undefined;
  onSaved: (quote: CpqQuote) => void;
  /** The quote became the active cart: read it again (its status and cart state changed). */
  onActivated: () => void;
  onStartNew: () => void;
}) {
  const first = bundles[0]!;
  const [selection, setSelection] = useState<CpqSelection>(() =>
    quote ? quote.selection : defaultSelection(first),
  );
  const [shownQuote, setShownQuote] = useState<string | null>(quote?.quoteId ?? null);
  // A quote opened or saved later brings its own choices once.
  if (quote && quote.quoteId !== shownQuote) {
    setShownQuote(quote.quoteId);
    setSelection(quote.selection);
  }
  const { save, requestDiscount, download, makeActive } = useCpqActions();
  const bundle = bundles.find((candidate) => candidate.id === selection.bundleId) ?? first;
  const lines = quoteLines(bundle, selection);
  const unchanged = quote !== null && sameSelection(quote.selection, selection);
  const discount = unchanged && quote.discount.state === 'Approved' ? quote.discount.percent : 0;
  const totals = quoteTotals(lines, discount);
  const ordered = quote?.status === 'Ordered';

  function saveQuote() {
    save.mutate(
      { selection, quoteId: quote && !ordered ? quote.quoteId : null },
      {
        onSuccess: (saved) => {
          onSaved(saved);
          showToast({ message: `Quote ${saved.quoteNumber} saved.`, variant: 'success' });
        },
      },
    );
  }

  function makeActiveCart() {
    if (!quote) return;
    makeActive.mutate(quote.quoteId, {
      onSuccess: () => {
        showToast({
          message: `Quote ${quote.quoteNumber} is now your active cart.`,
          variant: 'success',
        });
        onActivated();
      },
      // The cart area shows its failures inline; here the spec's error toast says it.
      onError: (error) => showToast({ message: error.message, variant: 'error' }),
    });
  }

  return (
    <div className="bf-cpq-layout">
      <div className="bf-cpq-config">
        <BundlePicker
          bundles={bundles}
          value={bundle.id}
          locale={locale}
          onChange={(bundleId) => {
            const next = bundles.find((candidate) => candidate.id === bundleId);
            if (next) setSelection(defaultSelection(next));
          }}
        />
        <fieldset className="bf-cpq-group">
          <legend>Instrument</legend>
          <div className="bf-cpq-component">
            <div className="bf-cpq-component-text">
              <span className="bf-cpq-component-title">{bundle.instrument.title}</span>
              <span className="bf-cpq-muted">
                {bundle.instrument.sku}
                {bundle.instrument.tiers.map(
                  (tier) => ` · ${tier.percentOff}% off from ${tier.minQty}`,
                )}
              </span>
            </div>
            <QuantityField
              label="Number of instruments"
              value={selection.instrumentQty}
              min={1}
              max={bundle.maxInstruments}
              description={`1 to ${bundle.maxInstruments}`}
              onChange={(qty) => setSelection(withInstrumentQty(bundle, selection, qty))}
            />
          </div>
        </fieldset>
        <ComponentRows
          bundle={bundle}
          selection={selection}
          locale={locale}
          onQty={(id, qty) => setSelection(withComponentQty(bundle, selection, id, qty))}
        />
        <ServicePlanPicker
          bundle={bundle}
          selection={selection}
          locale={locale}
          onChange={(change) => setSelection({ ...selection, ...change })}
        />
      </div>
      <aside className="bf-cpq-summary" aria-labelledby="bf-cpq-summary-heading">
        <h3 id="bf-cpq-summary-heading">Your quote</h3>
        <p className="bf-cpq-status" aria-live="polite">
          {quote
            ? `${quote.quoteNumber} · valid until ${DATE(quote.validUntil, locale)}${
                quote.isActive ? ' · your active cart' : ''
              }${unchanged ? '' : ' · unsaved changes'}`
            : 'Not saved yet'}
        </p>
        <PriceBreakdown lines={lines} totals={totals} currency={bundle.currency} locale={locale} />
        <div className="bf-cpq-actions">
          <Button onClick={saveQuote} loading={save.isPending} disabled={unchanged && !ordered}>
            {quote && !ordered ? 'Save changes' : 'Save quote'}
          </Button>
          <Button
            variant="secondary"
            disabled={!unchanged}
            loading={download.isPending}
            onClick={() => quote && download.mutate(quote.quoteId)}
          >
            Download quote (PDF)
          </Button>
          <Button
            variant="secondary"
            disabled={!unchanged || ordered || quote.isActive}
            loading={makeActive.isPending}
            onClick={makeActiveCart}
          >
            Make this the active cart
          </Button>
          {quote?.isActive ? (
            <p className="bf-cpq-note">
              This quote is your active cart. <Link to={cartUrl}>View cart</Link>
            </p>
          ) : null}
          {quote?.discount.state === 'Pending' ? (
            <p className="bf-cpq-muted">The cart takes the discount once it is approved.</p>
          ) : null}
          {quote ? (
            <Button variant="ghost" onClick={onStartNew}>
              Start a new quote
            </Button>
          ) : null}
        </div>
        <DiscountPanel
          // A new request's answer clears the form (its percent and reason now show above it).
          key={quote?.discount.requestedAt ?? 'none'}
          bundle={bundle}
          quote={unchanged ? quote : null}
          isManager={isManager}
          canRequest={unchanged && !ordered}
          pending={requestDiscount.isPending}
          onRequest={(request) =>
            quote &&
            requestDiscount.mutate(
              { quoteId: quote.quoteId, ...request },
              { onSuccess: (updated) => onSaved(updated) },
            )
          }
        />
      </aside>
    </div>
  );
}

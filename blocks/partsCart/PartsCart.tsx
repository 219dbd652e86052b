import { useMemo, useState, type FormEvent } from 'react';
import {
  BlockError,
  formatMoney,
  MutationError,
  partQuantityProblem,
  safeHref,
  useLocale,
  useOpenCart,
  usePartsCartActions,
  useQuoteLines,
  useSelectedInstrument,
  type BlockProps,
  type CartLine,
  type PartsCartLine,
  type ServiceQuote,
} from '../../runtime/blocks';
import { Badge, Button, EmptyState, Skeleton, TextField } from '../../runtime/ui/index';
import { DataTable, type DataTableColumn } from '../../runtime/ui/table';
// Derived from schemas/blocks/partsCart.schema.json by scripts/compileValidators.ts.
import type { PartsCartConfiguration } from '../../schemas/generated/blocks/partsCart';
import './partsCart.css';

type Line = CartLine & Partial<Pick<PartsCartLine, 'availability' | 'isObsolete'>>;

/** A line's quantity: typed, checked, then set with updateQtyOnQLIs. */
function QuantityForm({ line }: { line: Line }) {
  const { updateQty } = usePartsCartActions();
  const [qty, setQty] = useState(String(line.qty));
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const reason = partQuantityProblem(qty);
    setProblem(reason);
    if (!reason) updateQty.mutate({ lineId: line.id, qty: Number(qty.trim()) });
  };
  return (
    <form className="bf-parts-cart-qty" onSubmit={submit} noValidate>
      <TextField
        label={`Quantity of ${line.sku}`}
        inputMode="numeric"
        value={qty}
        onChange={(event) => setQty(event.target.value)}
        error={problem ?? undefined}
      />
      <Button type="submit" variant="secondary" loading={updateQty.isPending}>
        Update
      </Button>
      <MutationError mutation={updateQty} fallback="The quantity was not changed." />
    </form>
  );
}

function RemoveButton({ line }: { line: Line }) {
  const { removeLine } = usePartsCartActions();
  return (
    <span className="bf-parts-cart-remove">
      <Button
        variant="secondary"
        loading={removeLine.isPending}
        aria-label={`Remove ${line.sku} ${line.title}`}
        onClick={() => removeLine.mutate(line.id)}
      >
        Remove
      </Button>
      <MutationError mutation={removeLine} fallback="The line was not removed." />
    </span>
  );
}

/** The service quotes support prepared, each with "Take over". */
function ServiceQuotes({
  quotes,
  locale,
  heading,
}: {
  quotes: readonly ServiceQuote[];
  locale: string;
  heading: string;
}) {
  const { takeQuote } = usePartsCartActions();
  const [taken, setTaken] = useState<string | null>(null);
  if (quotes.length === 0 && !taken) return null;
  return (
    <div className="bf-parts-cart-quotes">
      <h3>{heading}</h3>
      {taken && (
        <p className="bf-parts-cart-note" role="status">
          {taken}
        </p>
      )}
      <ul>
        {quotes.map((quote) => (
          <li key={quote.id} className="bf-parts-cart-quote">
            <div>
              <strong>{quote.name}</strong>
              <span className="bf-parts-cart-muted">
                {quote.quoteNumber} · {quote.lineCount} {quote.lineCount === 1 ? 'line' : 'lines'} ·{' '}
                {formatMoney(quote.total, quote.currency, locale)}
                {quote.preparedBy ? ` · prepared by ${quote.preparedBy}` : ''}
              </span>
            </div>
            <Button
              loading={takeQuote.isPending && takeQuote.variables === quote.id}
              aria-label={`Take over ${quote.quoteNumber} as your cart`}
              onClick={() =>
                takeQuote.mutate(quote.id, {
                  onSuccess: () =>
                    setTaken(
                      `${quote.quoteNumber} is now your cart. Your previous cart is kept with your saved carts.`,
                    ),
                })
              }
            >
              Take over
            </Button>
          </li>
        ))}
      </ul>
      <MutationError mutation={takeQuote} fallback="The service quote was not taken over." />
    </div>
  );
}

/**
 * The parts cart: the open cart's lines (the same quote the cart page shows) with availability,
 * quantity change and remove, its total, and the service quotes support prepared, which can be
 * taken over as the active cart (on an instrument's page, only those for that instrument).
 */
export default function PartsCart({ configuration }: BlockProps<PartsCartConfiguration>) {
  const open = useOpenCart();
  const locale = useLocale();
  // On an instrument's page only the quotes support prepared for that instrument.
  const [selected] = useSelectedInstrument();
  const instrumentOnly = configuration.instrumentQuotesOnly ?? false;
  const quotes = (open.data?.serviceQuotes ?? []).filter(
    (quote) => !instrumentOnly || (selected !== null && quote.instrument?.id === selected.id),
  );
  const cart = open.data?.cart ?? null;
  const lines = useQuoteLines(cart?.quote.id ?? null);
  const currency = cart?.quote.currency ?? 'USD';
  const byId = new Map((lines.data ?? []).map((line) => [line.id, line]));
  const rows: Line[] = (cart?.lineItems ?? []).map((line) => ({ ...line, ...byId.get(line.id) }));
  // Memoized: DataTable renders each cell as a component of its column, so new columns would
  // remount every line's quantity form (losing what was typed) whenever the cart refetches.
  const columns = useMemo<DataTableColumn<Line>[]>(
    () => [
      {
        id: 'part',
        header: 'Part',
        isRowHeader: true,
        cell: (line) => (
          <span className="bf-parts-cart-part">
            <span className="bf-parts-cart-number">{line.sku}</span>
            <span>{line.title}</span>
          </span>
        ),
      },
      {
        id: 'availability',
        header: 'Availability',
        cell: (line) =>
          line.availability ? (
            <Badge
              tone={
                line.availability === 'In stock'
                  ? 'success'
                  : line.availability === 'Obsolete'
                    ? 'error'
                    : 'warning'
              }
            >
              {line.availability}
            </Badge>
          ) : (
            <span className="bf-parts-cart-muted">—</span>
          ),
      },
      {
        id: 'unitPrice',
        header: 'Unit price',
        align: 'end',
        cell: (line) => formatMoney(line.unitPrice, currency, locale),
      },
      {
        id: 'qty',
        header: 'Quantity',
        cell: (line) => <QuantityForm key={line.qty} line={line} />,
      },
      {
        id: 'total',
        header: 'Total',
        align: 'end',
        cell: (line) => formatMoney(line.totalPrice, currency, locale),
      },
      {
        id: 'remove',
        header: 'Remove',
        hideHeader: true,
        align: 'end',
        cell: (line) => <RemoveButton line={line} />,
      },
    ],
    [currency, locale],
  );
  return (
    <section className="bf-parts-cart" aria-labelledby="bf-parts-cart-heading">
      <h2 id="bf-parts-cart-heading">{configuration.heading}</h2>
      {open.isError && !open.data ? (
        <BlockError
          message="Your parts cart could not be loaded."
          error={open.error}
          onRetry={() => void open.refetch()}
        />
      ) : !open.data ? (
        <div role="status" aria-label="Loading your parts cart…">
          <Skeleton height="160px" />
        </div>
      ) : (
        <>
          <ServiceQuotes
            quotes={quotes}
            locale={locale}
            heading={
              instrumentOnly
                ? 'Service quotes prepared for this instrument'
                : 'Service quotes prepared for you'
            }
          />
          {cart && cart.lineItems.length > 0 ? (
            <>
              <p className="bf-parts-cart-muted">
                {cart.quote.name} ({cart.quote.quoteNumber})
              </p>
              <DataTable
                caption={`Lines of ${cart.quote.quoteNumber}`}
                columns={columns}
                rows={rows}
                getRowId={(line) => line.id}
              />
              <div className="bf-parts-cart-total">
                <span>
                  Subtotal: <strong>{formatMoney(cart.quote.subtotal, currency, locale)}</strong>
                </span>
                <a
                  className="bf-button bf-button-primary"
                  href={safeHref(configuration.checkoutUrl ?? '/cart') ?? '/cart'}
                >
                  Go to cart
                </a>
              </div>
            </>
          ) : (
            <EmptyState title="Your cart is empty" icon="cart">
              Parts you add from the search appear here.
            </EmptyState>
          )}
        </>
      )}
    </section>
  );
}

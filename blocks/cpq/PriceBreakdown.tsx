import type { QuoteLine, QuoteTotals } from '../../runtime/blocks';
import { money } from './cpqMoney';

function sourceNote(line: QuoteLine, currency: string, locale: string | undefined): string {
  if (line.source === 'contract')
    return `Contract price ${money(line.unitPrice, currency, locale)}`;
  if (line.source === 'tier' && line.tier)
    return `${line.tier.percentOff}% volume price: ${money(line.unitPrice, currency, locale)}`;
  return `List ${money(line.listPrice, currency, locale)}`;
}

/**
 * The live price breakdown: every line with where its price comes from, then the list price,
 * what contract prices and quantity breaks save, the subtotal, the discount and the total.
 */
export function PriceBreakdown({
  lines,
  totals,
  currency,
  locale,
}: {
  lines: readonly QuoteLine[];
  totals: QuoteTotals;
  currency: string;
  locale: string | undefined;
}) {
  const m = (amount: number) => money(amount, currency, locale);
  return (
    <div className="bf-cpq-breakdown">
      <ul className="bf-cpq-lines" aria-label="Quote lines">
        {lines.map((line) => (
          <li key={line.itemId + line.kind}>
            <span className="bf-cpq-line-title">
              {line.qty} × {line.title}
            </span>
            <span className="bf-cpq-line-amount">{m(line.netTotal)}</span>
            <span className="bf-cpq-muted">{sourceNote(line, currency, locale)}</span>
          </li>
        ))}
      </ul>
      <dl className="bf-cpq-totals" aria-label="Price breakdown">
        <div>
          <dt>List price</dt>
          <dd>{m(totals.listTotal)}</dd>
        </div>
        <div>
          <dt>Contract prices</dt>
          <dd>−{m(totals.contractSavings)}</dd>
        </div>
        <div>
          <dt>Volume pricing</dt>
          <dd>−{m(totals.tierSavings)}</dd>
        </div>
        <div>
          <dt>Subtotal</dt>
          <dd>{m(totals.subtotal)}</dd>
        </div>
        <div>
          <dt>Discount ({totals.discountPercent}%)</dt>
          <dd>−{m(totals.discountAmount)}</dd>
        </div>
        <div className="bf-cpq-total">
          <dt>Total</dt>
          <dd>{m(totals.total)}</dd>
        </div>
      </dl>
      <p className="bf-cpq-muted">Prices exclude tax and shipping.</p>
    </div>
  );
}

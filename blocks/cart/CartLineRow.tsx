import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  formatMoney,
  lineDiscountLabel,
  parseQuantity,
  shownPrice,
  safeImageSrc,
  useLocale,
  type CartLine,
} from '../../runtime/blocks';
import { PriceTag } from '../../runtime/ui/index';

/** The configurator reopening a saved configuration (issue 20). */
function configurationHref(configurationId: string, itemId: string | null): string {
  const query = new URLSearchParams(itemId ? { itemId, configurationId } : { configurationId });
  return `/configurator?${query.toString()}`;
}

interface CartLineRowProps {
  line: CartLine;
  currency: string;
  showSku: boolean;
  allowQuantityEdit: boolean;
  allowDelete: boolean;
  onQuantity: (qty: number | null) => Promise<unknown>;
  onRemove: () => Promise<unknown>;
}

/**
 * One quote line. The quantity is sent when the field is left or Enter is pressed; an empty
 * field is ignored (spec 001 section 5) and shows the saved quantity again.
 */
export function CartLineRow(props: CartLineRowProps) {
  const { line, currency } = props;
  const locale = useLocale();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Enter then blur (the field is disabled while saving) must not send the update twice.
  const saving = useRef(false);

  async function commit() {
    if (draft === null || saving.current) return;
    const qty = parseQuantity(draft);
    if (qty === 'invalid') {
      setError('Enter a whole number.');
      return;
    }
    setError(null);
    if (qty === null || qty === line.qty) {
      setDraft(null);
      return;
    }
    saving.current = true;
    setBusy(true);
    try {
      await props.onQuantity(qty);
      setDraft(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The quantity was not saved.');
    } finally {
      saving.current = false;
      setBusy(false);
    }
  }

  async function remove() {
    setBusy(true);
    try {
      await props.onRemove();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'The line was not removed.');
      setBusy(false);
    }
  }

  const inputId = `qty-${line.id}`;
  // The list price is struck through only where the account's contract price is lower.
  const struckList = shownPrice(line.unitPrice, line.listPrice)?.listPrice ?? null;
  return (
    <li className="bf-cart-line" aria-label={line.title} data-item-id={line.itemId}>
      {safeImageSrc(line.thumbnail) && (
        <img src={safeImageSrc(line.thumbnail)!} alt="" width={64} height={64} />
      )}
      <div className="bf-cart-line-info">
        <p className="bf-cart-line-title">{line.title}</p>
        {props.showSku && <p className="bf-cart-line-sku">SKU {line.sku}</p>}
        {line.configurationId && (
          <p className="bf-cart-line-configured">
            Configured ·{' '}
            <Link
              to={configurationHref(line.configurationId, line.configurationItemId ?? null)}
              aria-label={`Change the configuration of ${line.title}`}
            >
              Change configuration
            </Link>
          </p>
        )}
        <p className="bf-cart-line-price">
          <PriceTag
            size="sm"
            price={formatMoney(line.unitPrice, currency, locale)}
            listPrice={struckList === null ? null : formatMoney(struckList, currency, locale)}
          />{' '}
          each
          {lineDiscountLabel(line.discount, locale) && (
            <span className="bf-cart-line-discount">
              {' · '}
              {lineDiscountLabel(line.discount, locale)}
            </span>
          )}
        </p>
      </div>
      <div className="bf-cart-line-qty">
        <label htmlFor={inputId}>Quantity</label>
        {props.allowQuantityEdit ? (
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            value={draft ?? String(line.qty)}
            disabled={busy}
            aria-invalid={error !== null}
            onChange={(event) => setDraft(event.target.value)}
            onBlur={() => void commit()}
            onKeyDown={(event) => {
              if (event.key === 'Enter') void commit();
            }}
          />
        ) : (
          <span id={inputId}>{line.qty}</span>
        )}
      </div>
      <p className="bf-cart-line-total">{formatMoney(line.totalPrice, currency, locale)}</p>
      {props.allowDelete && (
        <button
          type="button"
          className="bf-button bf-button-secondary"
          disabled={busy}
          onClick={() => void remove()}
          aria-label={`Remove ${line.title}`}
        >
          Remove
        </button>
      )}
      {error && (
        <p role="alert" className="bf-cart-line-error">
          {error}
        </p>
      )}
    </li>
  );
}

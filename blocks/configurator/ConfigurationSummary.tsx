import { Link, useLocation } from 'react-router-dom';
import {
  formatMoney,
  linesLeadDays,
  linesTotal,
  MutationError,
  useLocale,
  useReturnAfterSignIn,
  useSession,
  type ConfigurationFinding,
  type ConfiguredLine,
} from '../../runtime/blocks';
import { Button, TextField } from '../../runtime/ui/index';
import { AvailabilityBadge } from './AvailabilityBadge';
import type { useSaveConfiguration } from './useSaveConfiguration';

export const MAX_QUANTITY = 999;

interface SummaryProps {
  lines: readonly ConfiguredLine[];
  currency: string;
  findings: readonly ConfigurationFinding[];
  name: string;
  onName: (name: string) => void;
  quantity: string;
  onQuantity: (quantity: string) => void;
  quantityLabel: string;
  saving: ReturnType<typeof useSaveConfiguration>;
  onSave: (quantity: number) => void;
  isChange: boolean;
  cartPath: string;
}

/** A whole number from 1 to MAX_QUANTITY, or null. */
export function parseConfigurationQuantity(value: string): number | null {
  const trimmed = value.trim();
  if (!/^\d+$/.test(trimmed)) return null;
  const quantity = Number(trimmed);
  return quantity >= 1 && quantity <= MAX_QUANTITY ? quantity : null;
}

/**
 * The summary: every line the configuration puts in the cart with price and availability, the
 * total and when it can ship, the name and quantity, and Save and add to cart. Errors of the
 * rules keep the button from saving and say why; a failed save shows the CRM's message inline.
 */
export function ConfigurationSummary(props: SummaryProps) {
  const locale = useLocale();
  const location = useLocation();
  const { isLoggedIn } = useSession();
  const returnAfterSignIn = useReturnAfterSignIn();
  const quantity = parseConfigurationQuantity(props.quantity);
  const blocking = props.findings.filter((finding) => finding.level === 'error');
  const total = linesTotal(props.lines);
  const lead = linesLeadDays(props.lines);
  const { mutation } = props.saving;
  return (
    <section className="bf-configurator-summary" aria-labelledby="bf-configurator-summary-heading">
      <h2 id="bf-configurator-summary-heading">Summary</h2>
      {props.lines.length === 0 ? (
        <p className="bf-configurator-muted">Nothing chosen yet.</p>
      ) : (
        <ul className="bf-configurator-lines">
          {props.lines.map((line) => (
            <li key={line.itemId}>
              <span className="bf-configurator-line-title">{line.title}</span>
              <span className="bf-configurator-muted">
                SKU {line.sku} · {line.qty} × {formatMoney(line.unitPrice, props.currency, locale)}
              </span>
              <AvailabilityBadge availability={line.availability} />
            </li>
          ))}
        </ul>
      )}
      <p className="bf-configurator-total">
        <span>Total</span>
        <strong>{formatMoney(total, props.currency, locale)}</strong>
      </p>
      {props.lines.length > 0 && (
        <p className="bf-configurator-muted">
          {lead === 0 ? 'Everything ships from stock.' : `Ships complete in about ${lead} days.`}
        </p>
      )}
      <TextField
        label="Configuration name"
        value={props.name}
        maxLength={120}
        onChange={(event) => props.onName(event.target.value)}
      />
      <TextField
        label={props.quantityLabel}
        inputMode="numeric"
        value={props.quantity}
        onChange={(event) => props.onQuantity(event.target.value)}
        error={quantity === null ? `Enter a whole number from 1 to ${MAX_QUANTITY}.` : undefined}
      />
      {blocking.length > 0 && (
        <p className="bf-configurator-blocked" id="bf-configurator-blocked">
          Before saving: {blocking.map((finding) => finding.message).join(' ')}
        </p>
      )}
      {isLoggedIn ? (
        <Button
          variant="primary"
          loading={mutation.isPending}
          disabled={blocking.length > 0 || quantity === null}
          aria-describedby={blocking.length ? 'bf-configurator-blocked' : undefined}
          onClick={() => {
            if (quantity === null) return;
            props.onSave(quantity);
          }}
        >
          {props.isChange ? 'Save changes and update cart' : 'Save and add to cart'}
        </Button>
      ) : (
        <div className="bf-configurator-sign-in" role="note">
          <p>Sign in to save this configuration and add it to your cart.</p>
          <a
            className="bf-button bf-button-primary"
            href="/login"
            onClick={() => returnAfterSignIn(`${location.pathname}${location.search}`)}
          >
            Sign in to save
          </a>
        </div>
      )}
      <MutationError mutation={mutation} fallback="The configuration was not saved." />
      <div role="status" className="bf-configurator-saved">
        {mutation.isSuccess && mutation.data ? (
          <p>
            {props.isChange ? 'Configuration updated' : 'Saved'}: {mutation.data.configuration.name}{' '}
            is in your cart. <Link to={props.cartPath}>View cart</Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}

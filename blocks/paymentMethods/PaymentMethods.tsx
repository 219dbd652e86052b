import { useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  MutationError,
  QueryStates,
  brandSlug,
  cardBrandOf,
  cardLabel,
  expiresSoon,
  formatExpiry,
  isCardExpired,
  sortedCards,
  useAddPaymentMethod,
  useDeletePaymentMethod,
  usePaymentResultHandOver,
  usePaymentMethods,
  useSetDefaultPaymentMethod,
  type BlockProps,
  type PaymentMethodOutcome,
  type SavedCard,
} from '../../runtime/blocks';
import { ConfirmDialog } from '../../runtime/ui/aria';
import { Badge, Button, Checkbox, EmptyState } from '../../runtime/ui';
// Derived from schemas/blocks/paymentMethods.schema.json by scripts/compileValidators.ts.
import type { PaymentMethodsConfiguration } from '../../schemas/generated/blocks/paymentMethods';
import './paymentMethods.css';

/**
 * The customer's saved cards: brand (the spec's classification), last four digits, expiry, the
 * default, expired cards flagged and ones about to expire warned. A card is added on the hosted
 * payment page (tokenize-only: nothing is charged, and the card number never reaches the store);
 * back here the page's signed result is handed to the CRM, which saves the token. Remove asks
 * first; the default is the card checkout offers first.
 */
export default function PaymentMethods({ configuration }: BlockProps<PaymentMethodsConfiguration>) {
  // The account page titles itself; a configured heading is shown as well.
  const heading = configuration.heading;
  const allowAdd = configuration.allowAdd ?? true;
  const allowDelete = configuration.allowDelete ?? true;
  const accepted = configuration.cardTypes ?? [];
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const cards = usePaymentMethods();
  const { start, receive } = useAddPaymentMethod(location.pathname);
  const setDefault = useSetDefaultPaymentMethod();
  const remove = useDeletePaymentMethod();
  const [makeDefault, setMakeDefault] = useState(false);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const [outcome, setOutcome] = useState<PaymentMethodOutcome | null>(null);
  const [status, setStatus] = useState('');
  const now = new Date();

  // Back from the hosted page: the result stays in the URL until the CRM has answered it, so a
  // timeout or a server failure loses no card (Save the card again, or a reload).
  const handOver = usePaymentResultHandOver({
    params,
    replaceParams: (update) => setParams(update, { replace: true }),
    receive,
    onAnswer: setOutcome,
  });

  const addCard = allowAdd && (
    <div className="bf-cards-add">
      <Button
        loading={start.isPending}
        onClick={() => start.mutate({ acceptedBrands: accepted, makeDefault })}
      >
        Add a card
      </Button>
      {cards.isSuccess && cards.data.length > 0 && (
        <Checkbox
          label="Make it my default card"
          checked={makeDefault}
          onChange={(event) => setMakeDefault(event.target.checked)}
        />
      )}
    </div>
  );

  return (
    <section className="bf-cards" aria-label={heading ?? 'Payment methods'}>
      <header className="bf-cards-header">
        <div>
          {heading && <h2>{heading}</h2>}
          <p className="bf-cards-help">
            {configuration.helpText ??
              'Cards are kept by our payment provider: we store only a token, the brand, the last four digits and the expiry date.'}
          </p>
          {accepted.length > 0 && <p className="bf-cards-help">We accept {accepted.join(', ')}.</p>}
        </div>
      </header>
      {receive.isPending && <p role="status">Saving your card…</p>}
      {handOver.retry ? (
        <div className="bf-cards-outcome bf-cards-outcome-problem bf-cards-retry" role="alert">
          <p>Your card is not saved yet: the answer did not arrive. Nothing was charged.</p>
          <Button variant="secondary" onClick={handOver.retry}>
            Save the card again
          </Button>
        </div>
      ) : (
        <MutationError mutation={receive} fallback="The card could not be saved. Add it again." />
      )}
      {outcome && (
        <p
          className={`bf-cards-outcome bf-cards-outcome-${outcome.status === 'Saved' ? 'ok' : 'problem'}`}
          role={outcome.status === 'Saved' ? 'status' : 'alert'}
        >
          {outcome.message}
        </p>
      )}
      <p className="bf-cards-status" role="status">
        {status}
      </p>
      <MutationError mutation={start} fallback="The payment page could not be opened. Try again." />
      <MutationError mutation={setDefault} fallback="The default card was not changed." />
      <QueryStates
        query={cards}
        loading="Loading your cards…"
        error="Your cards could not be loaded."
      >
        {(data) =>
          data.length === 0 ? (
            <EmptyState title="No saved cards" headingLevel={3} actions={addCard || undefined}>
              Save a card to pay orders and invoices faster. Nothing is charged when you add it.
            </EmptyState>
          ) : (
            <>
              <ul className="bf-card-list" aria-label="Saved cards">
                {sortedCards(data, now).map((card) => {
                  const expired = isCardExpired(card.expiry, now);
                  const soon = expiresSoon(card.expiry, now);
                  const label = cardLabel(card);
                  return (
                    <li
                      key={card.token}
                      className={`bf-card${expired ? ' bf-card-expired' : ''}`}
                      aria-label={label}
                    >
                      <span
                        className={`bf-card-brand bf-card-brand-${brandSlug(cardBrandOf(card))}`}
                        aria-hidden="true"
                      >
                        {cardBrandOf(card)}
                      </span>
                      <span className="bf-card-main">
                        <strong>
                          {cardBrandOf(card)} •••• {card.last4}
                        </strong>
                        <span className="bf-card-expiry">
                          {expired ? 'Expired' : 'Expires'} {formatExpiry(card.expiry)}
                          {card.holderName ? ` · ${card.holderName}` : ''}
                        </span>
                      </span>
                      <span className="bf-card-badges">
                        {card.isDefault && <Badge tone="success">Default</Badge>}
                        {expired && <Badge tone="error">Expired</Badge>}
                        {soon && <Badge tone="warning">Expires soon</Badge>}
                      </span>
                      <span className="bf-card-actions">
                        {!card.isDefault && !expired && (
                          <Button
                            variant="secondary"
                            aria-label={`Make default: ${label}`}
                            loading={setDefault.isPending && setDefault.variables === card.token}
                            onClick={() =>
                              setDefault.mutate(card.token, {
                                onSuccess: () => setStatus(`${label} is now your default card.`),
                              })
                            }
                          >
                            Make default
                          </Button>
                        )}
                        {allowDelete && (
                          <Button
                            variant="ghost"
                            aria-label={`Remove ${label}`}
                            onClick={() => {
                              remove.reset();
                              setRemoving(card);
                            }}
                          >
                            Remove
                          </Button>
                        )}
                      </span>
                    </li>
                  );
                })}
              </ul>
              {addCard}
            </>
          )
        }
      </QueryStates>
      {removing && (
        <ConfirmDialog
          title={`Remove ${cardLabel(removing)}?`}
          confirmLabel="Remove card"
          confirmVariant="error"
          cancelLabel="Keep it"
          pending={remove.isPending}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.token, {
              onSuccess: () => {
                setStatus(`${cardLabel(removing)} was removed.`);
                setRemoving(null);
              },
            })
          }
          actionsClassName="bf-cards-dialog-actions"
        >
          <p>
            It can no longer pay orders or invoices.{' '}
            {removing.isDefault && 'You will have no default card. '}Payments already made with it
            are not affected.
          </p>
          <MutationError mutation={remove} fallback="The card was not removed." />
        </ConfirmDialog>
      )}
    </section>
  );
}

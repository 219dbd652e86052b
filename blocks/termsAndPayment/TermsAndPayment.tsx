import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import {
  MutationError,
  QUOTE_FIELD,
  QueryStates,
  canPayOnTerms,
  formatMoney,
  safeHref,
  useCardPayment,
  useCardPaymentState,
  saveFailureText,
  useCheckout,
  useLocale,
  useSavedCards,
  usePoDocument,
  usePaymentResultHandOver,
  formatFileSize,
  uploadAccept,
  type BlockProps,
  type PaymentOutcome,
} from '../../runtime/blocks';
import { Button, Checkbox, FileAttachments, TextField } from '../../runtime/ui';
// Derived from schemas/blocks/termsAndPayment.schema.json by scripts/compileValidators.ts.
import type { TermsAndPaymentConfiguration } from '../../schemas/generated/blocks/termsAndPayment';

type Method = 'Terms' | 'Card';
const DEFAULT_LABELS = {
  poNumber: 'PO number',
  payByCard: 'Pay by card',
  savedCard: 'Saved card',
  newCard: 'A new card',
  saveCard: 'Save this card for later purchases',
  poDocument: 'PO document (optional)',
};

/** A configured option as a method and its label ('card' in the label means card). */
function optionOf(label: string): { method: Method; label: string } {
  return { method: /card/i.test(label) ? 'Card' : 'Terms', label };
}

/**
 * Payment and terms: on account terms with a PO number, or by card through the hosted payment
 * page (the card never touches our pages; a saved card can be used); the storefront's terms and
 * conditions accepted. Back from the payment page, the page's signed result is handed to the CRM
 * once, and the approval or the decline's reason is shown.
 */
export default function TermsAndPayment({
  configuration,
}: BlockProps<TermsAndPaymentConfiguration>) {
  const checkout = useCheckout();
  return (
    <section className="bf-checkout-step bf-terms-payment" aria-labelledby="bf-pay-heading">
      <h2 id="bf-pay-heading">{configuration.heading}</h2>
      {configuration.helpText && <p className="bf-checkout-help">{configuration.helpText}</p>}
      <QueryStates
        query={checkout.query}
        loading="Loading payment options…"
        error="The payment options could not be loaded."
        isEmpty={(data) => data.cart === null}
        empty="Your cart is empty."
      >
        {() => <PaymentForm configuration={configuration} checkout={checkout} />}
      </QueryStates>
    </section>
  );
}

function PaymentForm({
  configuration,
  checkout,
}: {
  configuration: TermsAndPaymentConfiguration;
  checkout: ReturnType<typeof useCheckout>;
}) {
  const locale = useLocale();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const { fields, set, saves, isGuest, quoteId, cart } = checkout;
  const labels = { ...DEFAULT_LABELS, ...configuration.labels };
  const payment = useCardPayment(quoteId, location.pathname);
  const paid = useCardPaymentState(quoteId);
  const cards = useSavedCards(!isGuest && (configuration.allowSavedCards ?? true));
  const [saveCard, setSaveCard] = useState(false);
  const [cardToken, setCardToken] = useState<string>('');
  const [declined, setDeclined] = useState<PaymentOutcome | null>(null);

  const termsAllowed = canPayOnTerms(fields, isGuest);
  const options = (configuration.paymentOptions ?? ['Invoice on account terms', 'Credit card'])
    .map(optionOf)
    .filter((option) => option.method === 'Card' || termsAllowed);
  const method = (fields[QUOTE_FIELD.paymentMethod] as Method | null) ?? null;

  // A new checkout starts with the configured default (or the only option).
  const defaulted = useRef(false);
  useEffect(() => {
    if (defaulted.current || method) return;
    defaulted.current = true;
    const preferred =
      options.find((option) => option.method === configuration.defaultPaymentOption) ??
      (options.length === 1 ? options[0] : undefined);
    if (preferred) set({ [QUOTE_FIELD.paymentMethod]: preferred.method });
  }, [method, options, configuration.defaultPaymentOption, set]);

  // Back from the payment page: the result stays in the URL until the CRM has answered it.
  const { receive } = payment;
  const handOver = usePaymentResultHandOver({
    params: searchParams,
    replaceParams: (update) => setSearchParams(update, { replace: true }),
    receive,
    onAnswer: (outcome) => setDeclined(outcome.status === 'Authorized' ? null : outcome),
  });

  const approved = paid.data;
  const termsLink = configuration.termsUrl ? safeHref(configuration.termsUrl) : null;
  const total = cart ? formatMoney(cart.quote.total, cart.quote.currency, locale) : '';

  return (
    <div className="bf-checkout-form">
      <fieldset className="bf-checkout-choices">
        <legend>How would you like to pay?</legend>
        {options.map((option) => (
          <label key={option.method} className="bf-checkout-choice">
            <input
              type="radio"
              name="bf-payment-method"
              value={option.method}
              checked={method === option.method}
              onChange={() => set({ [QUOTE_FIELD.paymentMethod]: option.method })}
            />
            <span>
              <strong>{option.label}</strong>
              {option.method === 'Terms' && fields[QUOTE_FIELD.paymentTerms] && (
                <span className="bf-checkout-choice-detail">
                  Your account's terms: {String(fields[QUOTE_FIELD.paymentTerms])}
                </span>
              )}
            </span>
          </label>
        ))}
      </fieldset>
      {!termsAllowed && (
        <p className="bf-checkout-help">
          {isGuest
            ? 'Guest orders are paid by card.'
            : 'This account pays by card: it has no payment terms.'}
        </p>
      )}

      {method === 'Terms' && termsAllowed && (configuration.allowPoDocument ?? true) && (
        <PoDocumentField
          quoteId={quoteId}
          storedName={(fields[QUOTE_FIELD.poDocumentName] as string | null | undefined) ?? null}
          label={labels.poDocument}
          help={configuration.helpTexts?.poDocument}
        />
      )}

      {method === 'Terms' && termsAllowed && (
        <TextField
          label={labels.poNumber}
          required
          maxLength={40}
          autoComplete="off"
          value={String(fields[QUOTE_FIELD.poNumber] ?? '')}
          description={configuration.helpTexts?.poNumber}
          error={saves.fieldErrors[QUOTE_FIELD.poNumber]}
          onChange={(event) => set({ [QUOTE_FIELD.poNumber]: event.target.value })}
        />
      )}

      {method === 'Card' && (
        <div className="bf-checkout-card">
          {configuration.helpTexts?.card && (
            <p className="bf-checkout-help">{configuration.helpTexts.card}</p>
          )}
          {approved ? (
            <p role="status" className="bf-checkout-paid">
              Payment approved: {approved.cardBrand ?? 'Card'} ending {approved.cardLast4} for{' '}
              {total}. Place the order to complete it.
            </p>
          ) : (
            <>
              {declined && (
                <p role="alert" className="bf-checkout-save-error">
                  {declined.message}
                </p>
              )}
              {(cards.data?.filter((card) => !card.isExpired).length ?? 0) > 0 && (
                <fieldset className="bf-checkout-choices">
                  <legend>{labels.savedCard}</legend>
                  {cards.data
                    ?.filter((card) => !card.isExpired)
                    .map((card) => (
                      <label key={card.token} className="bf-checkout-choice">
                        <input
                          type="radio"
                          name="bf-card"
                          checked={cardToken === card.token}
                          onChange={() => setCardToken(card.token)}
                        />
                        <span>
                          <strong>
                            {card.brand} ending {card.last4}
                          </strong>
                          <span className="bf-checkout-choice-detail">
                            Expires {card.expiry.replace('-', '/')}
                          </span>
                        </span>
                      </label>
                    ))}
                  <label className="bf-checkout-choice">
                    <input
                      type="radio"
                      name="bf-card"
                      checked={cardToken === ''}
                      onChange={() => setCardToken('')}
                    />
                    <span>
                      <strong>{labels.newCard}</strong>
                    </span>
                  </label>
                </fieldset>
              )}
              {!isGuest && cardToken === '' && (
                <Checkbox
                  label={labels.saveCard}
                  checked={saveCard}
                  onChange={(event) => setSaveCard(event.target.checked)}
                />
              )}
              <Button
                disabled={payment.start.isPending || receive.isPending}
                onClick={() =>
                  payment.start.mutate(cardToken ? { paymentToken: cardToken } : { saveCard })
                }
              >
                {payment.start.isPending
                  ? 'Opening the secure payment page…'
                  : `${labels.payByCard} (${total})`}
              </Button>
              <p className="bf-checkout-help">
                You enter the card on our payment provider's secure page, then come back here to
                place the order.
              </p>
              <MutationError mutation={payment.start} fallback="The payment could not start." />
            </>
          )}
          {receive.isPending && <p role="status">Checking the payment…</p>}
          <MutationError mutation={receive} fallback="The payment could not be checked." />
          {handOver.retry && (
            <Button variant="secondary" onClick={handOver.retry}>
              Check the payment again
            </Button>
          )}
        </div>
      )}

      {(configuration.requireTermsAcceptance ?? true) && (
        <Checkbox
          label={
            <>
              {configuration.termsLabel ?? 'I accept the terms and conditions of sale'}
              {termsLink && (
                <>
                  {' '}
                  (
                  <a href={termsLink} target="_blank" rel="noopener noreferrer">
                    read them
                  </a>
                  )
                </>
              )}
            </>
          }
          required
          checked={fields[QUOTE_FIELD.termsAccepted] === true}
          error={saves.fieldErrors[QUOTE_FIELD.termsAccepted]}
          onChange={(event) => set({ [QUOTE_FIELD.termsAccepted]: event.target.checked })}
        />
      )}
      {saves.error && (
        <p className="bf-checkout-save-error" role="alert">
          {saveFailureText(saves)}
        </p>
      )}
    </div>
  );
}

const STORED = 'stored';
const PENDING = 'pending';

/**
 * The optional PO document: the stored one (its name downloads it; Remove), a file uploading with
 * its progress, or why the last one was refused (the stored one stays). Choosing a file replaces
 * the stored one once it has uploaded. The CRM decides who may attach or read it.
 */
function PoDocumentField({
  quoteId,
  storedName,
  label,
  help,
}: {
  quoteId: string | null;
  storedName: string | null;
  label: string;
  help: string | undefined;
}) {
  const po = usePoDocument(quoteId, storedName);
  const { policy } = po;
  const items = [
    ...(po.storedName
      ? [
          {
            key: STORED,
            name: po.storedName,
            sizeText: '',
            state: 'done' as const,
            progress: 1,
            error: null,
          },
        ]
      : []),
    ...(po.pending
      ? [
          {
            key: PENDING,
            name: po.pending.name,
            sizeText: formatFileSize(po.pending.size),
            state: po.pending.state,
            progress: po.pending.progress,
            error: po.pending.error,
          },
        ]
      : []),
  ];
  return (
    <div className="bf-checkout-po-document">
      <FileAttachments
        label={label}
        hint={
          help ??
          `${po.storedName ? 'Choose another file to replace it. ' : ''}${policy.typesText}, at most ${formatFileSize(policy.maxBytes)}.`
        }
        accept={uploadAccept(policy)}
        multiple={false}
        items={items}
        problems={po.actionError ? [po.actionError] : []}
        disabled={po.pending?.state === 'uploading' || po.removing}
        onAdd={(files) => files[0] && po.choose(files[0])}
        onRemove={(key) => (key === STORED ? void po.remove() : po.dismiss())}
        onOpen={() => void po.download()}
      />
      {po.removing && <p role="status">Removing the PO document…</p>}
    </div>
  );
}

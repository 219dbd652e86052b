import { useState } from 'react';
import {
  QUOTE_FIELD,
  QueryStates,
  saveFailureText,
  useCheckout,
  useLookupRecord,
  type LookupRecord,
  useSession,
  type BlockProps,
} from '../../runtime/blocks';
import { TextField } from '../../runtime/ui';
// Derived from schemas/blocks/checkoutAccount.schema.json by scripts/compileValidators.ts.
import type { CheckoutAccountConfiguration } from '../../schemas/generated/blocks/checkoutAccount';
import { LookupCombobox } from './LookupCombobox';

type GuestPart = 'contactName' | 'email' | 'phone';

const DEFAULT_LABELS = {
  account: 'Buying account',
  billToAccount: 'Bill-to account',
  billingContact: 'Billing contact',
  contactName: 'Your name',
  email: 'Email',
  phone: 'Phone',
};

const GUEST_FIELD: Record<GuestPart, string> = {
  contactName: QUOTE_FIELD.buyerName,
  email: QUOTE_FIELD.buyerEmail,
  phone: QUOTE_FIELD.buyerPhone,
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Who buys: for a signed-in buyer the active account (or the indirect-buyer account acted for),
 * the bill-to account and billing contact (searchable, through searchLookupDataAdvanced); a guest
 * enters name, email and phone. Every change is saved to the quote.
 */
export default function CheckoutAccount({
  configuration,
}: BlockProps<CheckoutAccountConfiguration>) {
  const checkout = useCheckout();
  return (
    <section className="bf-checkout-step bf-checkout-account" aria-labelledby="bf-account-heading">
      <h2 id="bf-account-heading">{configuration.heading}</h2>
      {configuration.helpText && <p className="bf-checkout-help">{configuration.helpText}</p>}
      <QueryStates
        query={checkout.query}
        loading="Loading your account…"
        error="Your account could not be loaded."
        isEmpty={(data) => data.cart === null}
        empty="Your cart is empty."
        skeleton={
          <AccountSkeleton
            configuration={configuration}
            isGuest={checkout.isGuest}
            label="Loading your account…"
          />
        }
      >
        {() =>
          checkout.isGuest ? (
            <GuestContact configuration={configuration} checkout={checkout} />
          ) : (
            <BuyingAccount configuration={configuration} checkout={checkout} />
          )
        }
      </QueryStates>
    </section>
  );
}

/**
 * The step while the quote loads, in its loaded layout: the account's facts and its fields drawn
 * empty and inert, so the steps below keep their place when the quote arrives (a plain skeleton
 * of the block's default height was taller than the signed-in form, and the next step moved up).
 */
function AccountSkeleton({
  configuration,
  isGuest,
  label,
}: {
  configuration: CheckoutAccountConfiguration;
  isGuest: boolean;
  label: string;
}) {
  const session = useSession();
  const buying = session.indirectBuyer?.CURRENT ?? session.account;
  const labels = { ...DEFAULT_LABELS, ...configuration.labels };
  const guestParts = configuration.guestFields ?? ['contactName', 'email', 'phone'];
  const fields: string[] = isGuest
    ? (['contactName', 'email', 'phone'] as const)
        .filter(
          (part) =>
            guestParts.includes(part) ||
            part !== 'phone' ||
            configuration.guestRequiredFields?.includes(part),
        )
        .map((part) => labels[part])
    : [
        ...((configuration.allowAccountChange ?? false) ? [labels.billToAccount] : []),
        ...((configuration.showBillingContact ?? true) ? [labels.billingContact] : []),
      ];
  // A field's shapes (label line, input box) without a control: nothing to find or focus.
  const inputs = fields.map((field) => (
    <div key={field} className="bf-field">
      <span className="bf-field-label">{field}</span>
      <span className="bf-input bf-input-skeleton">{'\u00a0'}</span>
    </div>
  ));
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      <div inert aria-hidden="true" className={isGuest ? 'bf-checkout-grid' : 'bf-checkout-form'}>
        {!isGuest && (
          <dl className="bf-checkout-facts">
            <div>
              <dt>{labels.account}</dt>
              <dd>
                {buying?.Name ?? '…'}
                {(configuration.showAccountNumber ?? false) && buying?.Id && (
                  <span className="bf-checkout-choice-detail"> ({buying.Id})</span>
                )}
              </dd>
            </div>
            {session.profile && (
              <div>
                <dt>Ordered by</dt>
                <dd>…</dd>
              </div>
            )}
          </dl>
        )}
        {inputs}
      </div>
    </div>
  );
}

type Props = {
  configuration: CheckoutAccountConfiguration;
  checkout: ReturnType<typeof useCheckout>;
};

function GuestContact({ configuration, checkout }: Props) {
  const labels = { ...DEFAULT_LABELS, ...configuration.labels };
  const { fields, set, saves } = checkout;
  const [touched, setTouched] = useState<ReadonlySet<GuestPart>>(new Set());
  const parts = configuration.guestFields ?? ['contactName', 'email', 'phone'];
  const required = new Set<GuestPart>([
    'contactName',
    'email',
    ...(configuration.guestRequiredFields ?? []),
  ]);
  const value = (part: GuestPart) => String(fields[GUEST_FIELD[part]] ?? '');
  const problem = (part: GuestPart) => {
    const server = saves.fieldErrors[GUEST_FIELD[part]];
    if (server) return server;
    if (!touched.has(part)) return undefined;
    if (required.has(part) && !value(part).trim()) return `Enter ${labels[part].toLowerCase()}.`;
    if (part === 'email' && value(part) && !EMAIL.test(value(part).trim()))
      return 'Enter an email address such as name@example.com.';
    return undefined;
  };
  return (
    <div className="bf-checkout-grid">
      {(['contactName', 'email', 'phone'] as const)
        .filter((part) => parts.includes(part) || required.has(part))
        .map((part) => (
          <TextField
            key={part}
            label={labels[part]}
            type={part === 'email' ? 'email' : part === 'phone' ? 'tel' : 'text'}
            autoComplete={part === 'contactName' ? 'name' : part === 'email' ? 'email' : 'tel'}
            required={required.has(part)}
            value={value(part)}
            description={configuration.helpTexts?.[part]}
            error={problem(part)}
            onBlur={() => setTouched((before) => new Set(before).add(part))}
            onChange={(event) => set({ [GUEST_FIELD[part]]: event.target.value })}
          />
        ))}
      {saves.error && (
        <p className="bf-checkout-save-error" role="alert">
          {saveFailureText(saves)}
        </p>
      )}
    </div>
  );
}

/** "Grace Oduya · grace@example.test": how a chosen contact reads in its combobox. */
function contactLabel(record: LookupRecord): string {
  return [[record.FirstName, record.LastName].filter(Boolean).join(' '), record.Email]
    .filter(Boolean)
    .join(' · ');
}

function BuyingAccount({ configuration, checkout }: Props) {
  const session = useSession();
  const labels = { ...DEFAULT_LABELS, ...configuration.labels };
  const { fields, set, saves } = checkout;
  const buying = session.indirectBuyer?.CURRENT ?? session.account;
  const accountId = String(fields[QUOTE_FIELD.account] ?? buying?.Id ?? '');
  const billTo = String(fields[QUOTE_FIELD.billToAccount] ?? '') || accountId;
  const [billToName, setBillToName] = useState<string | null>(null);
  const [contactName, setContactName] = useState<string | null>(null);
  // After a reload only the ids are on the quote: their records name them.
  const contactId = String(fields[QUOTE_FIELD.billingContact] ?? '') || null;
  const savedContact = useLookupRecord('Contact', contactName === null ? contactId : null, [
    'FirstName',
    'LastName',
    'Email',
  ]).data;
  const savedBillTo = useLookupRecord(
    'Account',
    billToName === null && billTo !== accountId ? billTo : null,
    ['Name'],
  ).data;
  return (
    <div className="bf-checkout-form">
      <dl className="bf-checkout-facts">
        <div>
          <dt>{labels.account}</dt>
          <dd>
            {buying?.Name ?? accountId}
            {(configuration.showAccountNumber ?? false) && accountId && (
              <span className="bf-checkout-choice-detail"> ({accountId})</span>
            )}
          </dd>
        </div>
        {session.profile && (
          <div>
            <dt>Ordered by</dt>
            <dd>
              {[session.profile.given_name, session.profile.family_name]
                .filter(Boolean)
                .join(' ') || session.profile.email}
            </dd>
          </div>
        )}
      </dl>
      {(configuration.allowAccountChange ?? false) && (
        <LookupCombobox
          label={labels.billToAccount}
          description={configuration.helpTexts?.billToAccount}
          obj="Account"
          displayFields={['Name']}
          chosenLabel={
            billToName ??
            (billTo === accountId ? (buying?.Name ?? billTo) : String(savedBillTo?.Name ?? billTo))
          }
          onChoose={(record) => {
            setBillToName(String(record.Name ?? record.Id));
            setContactName('');
            set({ [QUOTE_FIELD.billToAccount]: record.Id, [QUOTE_FIELD.billingContact]: null });
          }}
        />
      )}
      {(configuration.showBillingContact ?? true) && (
        <LookupCombobox
          label={labels.billingContact}
          description={configuration.helpTexts?.billingContact}
          obj="Contact"
          displayFields={['FirstName', 'LastName', 'Email']}
          filters={{ AccountId: billTo }}
          chosenLabel={
            contactName ?? (savedContact ? contactLabel(savedContact) : (contactId ?? ''))
          }
          onChoose={(record) => {
            setContactName(contactLabel(record));
            set({ [QUOTE_FIELD.billingContact]: record.Id });
          }}
        />
      )}
      {saves.fieldErrors[QUOTE_FIELD.billToAccount] && (
        <p role="alert" className="bf-checkout-save-error">
          {saves.fieldErrors[QUOTE_FIELD.billToAccount]}
        </p>
      )}
      {saves.fieldErrors[QUOTE_FIELD.billingContact] && (
        <p role="alert" className="bf-checkout-save-error">
          {saves.fieldErrors[QUOTE_FIELD.billingContact]}
        </p>
      )}
      {saves.error && Object.keys(saves.fieldErrors).length === 0 && (
        <p role="alert" className="bf-checkout-save-error">
          {saveFailureText(saves)}
        </p>
      )}
    </div>
  );
}

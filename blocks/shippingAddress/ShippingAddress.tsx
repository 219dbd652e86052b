import { useEffect, useRef, useState } from 'react';
import {
  COUNTRIES,
  DELIVER_TO_FIELDS,
  MutationError,
  QueryStates,
  SHIPPING_FIELDS,
  countryRule,
  defaultShippingAddress,
  isAddressComplete,
  postalCodeProblem,
  saveFailureText,
  useCheckout,
  useSaveAddress,
  useSavedAddresses,
  type AddressPart,
  type BlockProps,
  type QuoteFields,
  type SavedAddress,
} from '../../runtime/blocks';
import { Button, Checkbox, Select, TextField } from '../../runtime/ui';
// Derived from schemas/blocks/shippingAddress.schema.json by scripts/compileValidators.ts.
import type { ShippingAddressConfiguration } from '../../schemas/generated/blocks/shippingAddress';

type Labels = NonNullable<ShippingAddressConfiguration['labels']>;

const DEFAULT_LABELS: Required<Labels> = {
  address: 'Street address',
  address2: 'Apartment, suite, building',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  country: 'Country',
  location: 'Location (dock, room)',
  contactName: 'Contact name',
  email: 'Email',
  phone: 'Phone',
  savedAddress: 'Ship to',
  newAddress: 'A new address',
  deliverTo: 'Deliver to someone else at this address',
  saveToAddressBook: 'Save this address to my address book',
};

/** Always shown: what a complete address (and the tax) needs. */
const CORE_PARTS: readonly AddressPart[] = ['address', 'city', 'state', 'zip', 'country'];
const ALL_PARTS: readonly AddressPart[] = [
  'contactName',
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'location',
  'email',
  'phone',
];
const AUTOCOMPLETE: Record<AddressPart, string> = {
  address: 'shipping address-line1',
  address2: 'shipping address-line2',
  city: 'shipping address-level2',
  state: 'shipping address-level1',
  zip: 'shipping postal-code',
  country: 'shipping country-name',
  location: 'off',
  contactName: 'shipping name',
  email: 'shipping email',
  phone: 'shipping tel',
};

const text = (fields: QuoteFields, name: string | undefined) => {
  const value = name ? fields[name] : null;
  return typeof value === 'string' ? value : '';
};

/** The quote's shipping fields for a saved address. */
function fromSaved(address: SavedAddress): QuoteFields {
  return {
    [SHIPPING_FIELDS.address]: address.Street,
    [SHIPPING_FIELDS.address2]: address.Street2,
    [SHIPPING_FIELDS.city]: address.City,
    [SHIPPING_FIELDS.state]: address.State,
    [SHIPPING_FIELDS.zip]: address.PostalCode,
    [SHIPPING_FIELDS.country]: address.Country,
    [SHIPPING_FIELDS.location]: address.Location,
    [SHIPPING_FIELDS.contactName]: address.ContactName,
    [SHIPPING_FIELDS.email]: address.Email,
    [SHIPPING_FIELDS.phone]: address.Phone,
  };
}

const sameAddress = (fields: QuoteFields, address: SavedAddress) =>
  text(fields, SHIPPING_FIELDS.address).toLowerCase() === address.Street.toLowerCase() &&
  text(fields, SHIPPING_FIELDS.address2).toLowerCase() === (address.Street2 ?? '').toLowerCase() &&
  text(fields, SHIPPING_FIELDS.city).toLowerCase() === address.City.toLowerCase() &&
  text(fields, SHIPPING_FIELDS.zip).toLowerCase() === address.PostalCode.toLowerCase();

/**
 * The checkout's shipping address: a saved address of the account or a new one, with the
 * country's states and postal-code check, and the deliver-to person; every change is saved to the
 * quote (debounced, typed values kept if a save fails). A complete address lets the summary
 * calculate the tax.
 */
export default function ShippingAddress({
  configuration,
}: BlockProps<ShippingAddressConfiguration>) {
  const checkout = useCheckout();
  return (
    <section className="bf-checkout-step bf-shipping-address" aria-labelledby="bf-ship-heading">
      <h2 id="bf-ship-heading">{configuration.heading}</h2>
      {configuration.helpText && <p className="bf-checkout-help">{configuration.helpText}</p>}
      <QueryStates
        query={checkout.query}
        loading="Loading the shipping address…"
        error="The shipping address could not be loaded."
        isEmpty={(data) => data.cart === null}
        empty="Your cart is empty."
      >
        {() => <AddressForm configuration={configuration} checkout={checkout} />}
      </QueryStates>
    </section>
  );
}

function AddressForm({
  configuration,
  checkout,
}: {
  configuration: ShippingAddressConfiguration;
  checkout: ReturnType<typeof useCheckout>;
}) {
  const { set, offer, saves, isGuest } = checkout;
  const labels = { ...DEFAULT_LABELS, ...configuration.labels };
  const saved = useSavedAddresses(!isGuest);
  const saveAddress = useSaveAddress();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [choosingNew, setChoosingNew] = useState(false);
  const [deliverTo, setDeliverTo] = useState(() =>
    Boolean(text(checkout.fields, DELIVER_TO_FIELDS.contactName)),
  );
  const addresses = saved.data ?? [];

  // An empty cart starts from the account's default shipping address (the address book's). It is
  // shown from the first paint (the server's page too), with whatever the buyer typed over it, and
  // offered to the quote once: an offer never overwrites a choice made before it.
  const defaulted = useRef(false);
  const hasAddress = Boolean(
    text(checkout.fields, SHIPPING_FIELDS.address) ||
    text(checkout.fields, SHIPPING_FIELDS.city) ||
    text(checkout.fields, SHIPPING_FIELDS.zip),
  );
  const fallback = !isGuest && !hasAddress ? defaultShippingAddress(addresses) : null;
  const fields = fallback
    ? { ...checkout.fields, ...fromSaved(fallback), ...saves.unsaved }
    : checkout.fields;
  useEffect(() => {
    if (defaulted.current || isGuest || !saved.isSuccess) return;
    defaulted.current = true;
    if (fallback) offer(fromSaved(fallback));
  }, [isGuest, saved.isSuccess, fallback, offer]);
  const current = addresses.find((address) => sameAddress(fields, address));
  const showForm = isGuest || choosingNew || (!current && (configuration.allowNewAddress ?? true));
  const visible = new Set<AddressPart>([
    ...CORE_PARTS,
    ...(configuration.visibleFields ?? ALL_PARTS),
  ]);
  const required = new Set<AddressPart>([...CORE_PARTS, ...(configuration.requiredFields ?? [])]);
  const country = text(fields, SHIPPING_FIELDS.country) || configuration.defaultCountry || '';
  const rule = countryRule(country);

  const value = (part: AddressPart) =>
    part === 'country' ? country : text(fields, SHIPPING_FIELDS[part]);
  const touch = (part: string) => setTouched((before) => new Set(before).add(part));
  const problem = (part: AddressPart): string | undefined => {
    const serverProblem = saves.fieldErrors[SHIPPING_FIELDS[part]];
    if (serverProblem) return serverProblem;
    if (!touched.has(part)) return undefined;
    if (required.has(part) && !value(part).trim())
      return `Enter the ${labelOf(part).toLowerCase()}.`;
    if (part === 'zip') return postalCodeProblem(country, value('zip')) ?? undefined;
    return undefined;
  };
  const labelOf = (part: AddressPart) =>
    part === 'state' && rule && !configuration.labels?.state
      ? rule.stateLabel
      : part === 'zip' && rule && !configuration.labels?.zip
        ? rule.postalLabel
        : labels[part];
  const change = (part: AddressPart, next: string) => {
    const update: Record<string, string | null> = { [SHIPPING_FIELDS[part]]: next };
    // Another country's state does not carry over.
    if (part === 'country' && countryRule(next)?.states.length) {
      const state = value('state');
      if (state && !countryRule(next)?.states.includes(state)) update[SHIPPING_FIELDS.state] = '';
    }
    if (part === 'country' && !text(fields, SHIPPING_FIELDS.country) && !next) return;
    set(update);
  };

  const input = (part: AddressPart) => {
    if (!visible.has(part)) return null;
    const common = {
      label: labelOf(part),
      required: required.has(part),
      error: problem(part),
      description: configuration.helpTexts?.[part],
      onBlur: () => touch(part),
      autoComplete: AUTOCOMPLETE[part],
      className: `bf-field-${part}`,
    };
    if (part === 'country')
      return (
        <Select
          key={part}
          {...common}
          value={country}
          placeholder="Choose a country"
          options={[
            ...COUNTRIES.map((entry) => ({ value: entry.name, label: entry.name })),
            ...(country && !rule ? [{ value: country, label: country }] : []),
          ]}
          onChange={(event) => change('country', event.target.value)}
        />
      );
    if (part === 'state' && rule && rule.states.length > 0)
      return (
        <Select
          key={part}
          {...common}
          value={value('state')}
          placeholder={`Choose a ${labelOf('state').toLowerCase()}`}
          options={[
            ...rule.states.map((state) => ({ value: state, label: state })),
            ...(value('state') && !rule.states.includes(value('state'))
              ? [{ value: value('state'), label: value('state') }]
              : []),
          ]}
          onChange={(event) => change('state', event.target.value)}
        />
      );
    return (
      <TextField
        key={part}
        {...common}
        type={part === 'email' ? 'email' : part === 'phone' ? 'tel' : 'text'}
        value={value(part)}
        onChange={(event) => change(part, event.target.value)}
      />
    );
  };

  const complete = isAddressComplete({
    address: value('address'),
    city: value('city'),
    state: value('state'),
    zip: value('zip'),
    country,
  });

  return (
    <div className="bf-checkout-form">
      {!isGuest && addresses.length > 0 && (
        <fieldset className="bf-checkout-choices">
          <legend>{labels.savedAddress}</legend>
          {addresses.map((address) => (
            <label key={address.Id} className="bf-checkout-choice">
              <input
                type="radio"
                name="bf-saved-address"
                checked={!choosingNew && current?.Id === address.Id}
                onChange={() => {
                  setChoosingNew(false);
                  set(fromSaved(address));
                }}
              />
              <span>
                <strong>{address.Name}</strong>
                <span className="bf-checkout-choice-detail">
                  {[
                    address.Street,
                    address.Street2,
                    address.City,
                    address.State,
                    address.PostalCode,
                    address.Country,
                  ]
                    .filter(Boolean)
                    .join(', ')}
                </span>
              </span>
            </label>
          ))}
          {(configuration.allowNewAddress ?? true) && (
            <label className="bf-checkout-choice">
              <input
                type="radio"
                name="bf-saved-address"
                checked={showForm && (choosingNew || !current)}
                onChange={() => setChoosingNew(true)}
              />
              <span>
                <strong>{labels.newAddress}</strong>
              </span>
            </label>
          )}
        </fieldset>
      )}
      {showForm && <div className="bf-checkout-grid">{ALL_PARTS.map((part) => input(part))}</div>}
      {!showForm && current && (
        <div className="bf-checkout-grid">
          {(['contactName', 'location', 'email', 'phone'] as const).map((part) => input(part))}
        </div>
      )}
      {showForm &&
        !isGuest &&
        (configuration.allowSaveToAddressBook ?? true) &&
        complete &&
        !current && (
          <div className="bf-checkout-inline">
            <Button
              variant="secondary"
              disabled={saveAddress.isPending}
              onClick={() =>
                saveAddress.mutate({
                  Name: `${value('address')}, ${value('city')}`,
                  Street: value('address'),
                  Street2: value('address2') || null,
                  City: value('city'),
                  State: value('state') || null,
                  PostalCode: value('zip'),
                  Country: country,
                  Location: value('location') || null,
                  ContactName: value('contactName') || null,
                  Email: value('email') || null,
                  Phone: value('phone') || null,
                })
              }
            >
              {labels.saveToAddressBook}
            </Button>
            {saveAddress.isSuccess && <p role="status">Saved to your address book.</p>}
            <MutationError mutation={saveAddress} fallback="The address was not saved." />
          </div>
        )}
      {(configuration.showDeliverTo ?? false) && (
        <div className="bf-checkout-deliver-to">
          <Checkbox
            label={labels.deliverTo}
            checked={deliverTo}
            onChange={(event) => {
              setDeliverTo(event.target.checked);
              if (!event.target.checked)
                set({
                  [DELIVER_TO_FIELDS.contactName ?? '']: null,
                  [DELIVER_TO_FIELDS.email ?? '']: null,
                  [DELIVER_TO_FIELDS.phone ?? '']: null,
                });
            }}
          />
          {deliverTo && (
            <div className="bf-checkout-grid">
              {(['contactName', 'email', 'phone'] as const).map((part) => {
                const name = DELIVER_TO_FIELDS[part] ?? '';
                return (
                  <TextField
                    key={part}
                    label={`Deliver to: ${labels[part].toLowerCase()}`}
                    type={part === 'email' ? 'email' : part === 'phone' ? 'tel' : 'text'}
                    value={text(fields, name)}
                    error={saves.fieldErrors[name]}
                    onChange={(event) => set({ [name]: event.target.value })}
                  />
                );
              })}
            </div>
          )}
        </div>
      )}
      <SaveStatus
        saving={saves.saving || fallback !== null}
        error={saveFailureText(saves)}
        complete={complete}
      />
    </div>
  );
}

/** Whether the typed address is on the quote, said politely to screen readers. */
function SaveStatus({
  saving,
  error,
  complete,
}: {
  saving: boolean;
  error: string | null;
  complete: boolean;
}) {
  if (error)
    return (
      <p className="bf-checkout-save-error" role="alert">
        {error}
      </p>
    );
  return (
    <p className="bf-checkout-save-status" aria-live="polite">
      {saving
        ? 'Saving…'
        : complete
          ? 'Address saved. Tax is calculated for this address.'
          : 'Tax is calculated once the address is complete.'}
    </p>
  );
}

import { useEffect, useRef, useState } from 'react';
import {
  QUOTE_FIELD,
  QueryStates,
  SHIPPING_FIELDS,
  formatMoney,
  serviceToPreselect,
  saveFailureText,
  useCheckout,
  useLocale,
  useShippingMethods,
  type BlockProps,
  type ShippingMethods,
  type ShippingService,
} from '../../runtime/blocks';
import { Checkbox, Select, TextField } from '../../runtime/ui';
// Derived from schemas/blocks/shippingMethod.schema.json by scripts/compileValidators.ts.
import type { ShippingMethodConfiguration } from '../../schemas/generated/blocks/shippingMethod';

const DEFAULT_LABELS = {
  customerAccount: 'Ship on my own carrier account',
  customerAccountNumber: 'Carrier account number',
  shipToAccount: 'Ship-to account',
};

/** The carriers and services the configuration offers, in its order; all when it names none. */
function offered(
  methods: ShippingMethods,
  carriers: ShippingMethodConfiguration['carriers'],
): { carrier: string; services: ShippingService[] }[] {
  if (!carriers?.length)
    return methods.carriers.map((carrier) => ({
      carrier: carrier.name,
      services: carrier.services,
    }));
  return carriers.flatMap((wanted) => {
    const carrier = methods.carriers.find(
      (entry) => entry.name.toLowerCase() === wanted.carrier.toLowerCase(),
    );
    if (!carrier) return [];
    const services = wanted.services?.length
      ? carrier.services.filter((service) =>
          wanted.services?.some((name) => name.toLowerCase() === service.name.toLowerCase()),
        )
      : carrier.services;
    return services.length ? [{ carrier: carrier.name, services }] : [];
  });
}

const deliveryFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * One formatter per locale: building an Intl.DateTimeFormat costs far more than using one, and
 * every service's estimate is formatted in the checkout's hydration (issue 22's TBT).
 */
function deliveryFormat(locale: string): Intl.DateTimeFormat {
  let format = deliveryFormats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    });
    deliveryFormats.set(locale, format);
  }
  return format;
}

/** "Thu, Nov 26" or "Mon, Nov 30 – Wed, Dec 2" in the user's locale. */
function deliveryWindow(estimate: ShippingService['estimatedDelivery'], locale: string): string {
  const format = deliveryFormat(locale);
  const earliest = format.format(new Date(`${estimate.earliest}T00:00:00Z`));
  if (estimate.latest === estimate.earliest) return earliest;
  return `${earliest} – ${format.format(new Date(`${estimate.latest}T00:00:00Z`))}`;
}

/**
 * The checkout's shipping method: the carriers' services priced for this quote with their
 * delivery estimates (getShippingMethods, for the quote's country), or the customer's own carrier
 * account; the ship-to account. The choice is saved to the quote; the CRM prices it.
 */
export default function ShippingMethod({ configuration }: BlockProps<ShippingMethodConfiguration>) {
  const checkout = useCheckout();
  const country = String(checkout.fields[SHIPPING_FIELDS.country] ?? '');
  const methods = useShippingMethods(checkout.quoteId, country);
  return (
    <section className="bf-checkout-step bf-shipping-method" aria-labelledby="bf-method-heading">
      <h2 id="bf-method-heading">{configuration.heading}</h2>
      {configuration.helpText && <p className="bf-checkout-help">{configuration.helpText}</p>}
      <QueryStates
        query={checkout.query}
        loading="Loading shipping methods…"
        error="The shipping methods could not be loaded."
        isEmpty={(data) => data.cart === null}
        empty="Your cart is empty."
      >
        {() =>
          !country ? (
            <p>Enter the shipping address to see the shipping methods.</p>
          ) : (
            <QueryStates
              query={methods}
              loading="Loading shipping methods…"
              error="The shipping methods could not be loaded."
              isEmpty={(data) => offered(data, configuration.carriers).length === 0}
              empty={`No shipping method ships to ${country}. Contact us to arrange delivery.`}
            >
              {(data) => (
                <MethodChoice configuration={configuration} checkout={checkout} methods={data} />
              )}
            </QueryStates>
          )
        }
      </QueryStates>
    </section>
  );
}

function MethodChoice({
  configuration,
  checkout,
  methods,
}: {
  configuration: ShippingMethodConfiguration;
  checkout: ReturnType<typeof useCheckout>;
  methods: ShippingMethods;
}) {
  const locale = useLocale();
  const { fields, set, saves, isGuest } = checkout;
  const labels = { ...DEFAULT_LABELS, ...configuration.labels };
  const chosen = String(fields[QUOTE_FIELD.shippingService] ?? '');
  const ownAccount = String(fields[QUOTE_FIELD.customerShippingAccount] ?? '');
  const [useOwnAccount, setUseOwnAccount] = useState(ownAccount !== '');
  const groups = offered(methods, configuration.carriers);
  const showEstimate = configuration.showDeliveryEstimate ?? true;

  // No service chosen yet: the account's default method (account area), when it is offered here.
  const preselect = serviceToPreselect(
    chosen,
    methods.defaultServiceId,
    groups.flatMap((group) => group.services.map((service) => service.id)),
  );
  const preselected = useRef(false);
  useEffect(() => {
    if (!preselect || preselected.current) return;
    preselected.current = true;
    set({ [QUOTE_FIELD.shippingService]: preselect });
  }, [preselect, set]);
  return (
    <div className="bf-checkout-form">
      {groups.map((group) => (
        <fieldset key={group.carrier} className="bf-checkout-choices">
          <legend>{group.carrier}</legend>
          {group.services.map((service) => (
            <label key={service.id} className="bf-checkout-choice">
              <input
                type="radio"
                name="bf-shipping-service"
                value={service.id}
                checked={chosen === service.id}
                onChange={() => set({ [QUOTE_FIELD.shippingService]: service.id })}
              />
              <span>
                <strong>
                  {group.carrier} {service.name}
                </strong>
                <span className="bf-checkout-choice-detail">
                  {useOwnAccount
                    ? 'Billed to your carrier account'
                    : service.amount === 0
                      ? 'Free'
                      : formatMoney(service.amount, service.currency, locale)}
                  {showEstimate &&
                    ` · Arrives ${deliveryWindow(service.estimatedDelivery, locale)}`}
                  {service.coldChain && ' · Cold chain'}
                  {service.id === methods.defaultServiceId && ' · Your default'}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
      {saves.fieldErrors[QUOTE_FIELD.shippingService] && (
        <p role="alert" className="bf-checkout-save-error">
          {saves.fieldErrors[QUOTE_FIELD.shippingService]}
        </p>
      )}
      {saves.error && Object.keys(saves.fieldErrors).length === 0 && (
        <p role="alert" className="bf-checkout-save-error">
          {saveFailureText(saves)}
        </p>
      )}
      {(configuration.allowCustomerAccount ?? false) && !isGuest && (
        <div className="bf-checkout-deliver-to">
          <Checkbox
            label={labels.customerAccount}
            checked={useOwnAccount}
            onChange={(event) => {
              setUseOwnAccount(event.target.checked);
              if (!event.target.checked) set({ [QUOTE_FIELD.customerShippingAccount]: null });
            }}
          />
          {useOwnAccount &&
            (methods.customerShippingAccounts.length > 0 ? (
              <Select
                label={labels.customerAccountNumber}
                value={ownAccount}
                placeholder="Choose an account"
                options={methods.customerShippingAccounts.map((account) => ({
                  value: account.accountNumber,
                  label: `${account.carrierName} ${account.accountNumber}`,
                }))}
                onChange={(event) =>
                  set({ [QUOTE_FIELD.customerShippingAccount]: event.target.value || null })
                }
              />
            ) : (
              <TextField
                label={labels.customerAccountNumber}
                value={ownAccount}
                maxLength={40}
                error={saves.fieldErrors[QUOTE_FIELD.customerShippingAccount]}
                onChange={(event) =>
                  set({ [QUOTE_FIELD.customerShippingAccount]: event.target.value })
                }
              />
            ))}
        </div>
      )}
      {(configuration.showShipToAccount ?? true) &&
        !isGuest &&
        methods.shipToAccounts.length > 1 && (
          <Select
            label={labels.shipToAccount}
            value={String(fields[QUOTE_FIELD.shipToAccount] ?? '')}
            options={methods.shipToAccounts.map((account) => ({
              value: account.Id,
              label: account.Name,
            }))}
            onChange={(event) => set({ [QUOTE_FIELD.shipToAccount]: event.target.value })}
          />
        )}
    </div>
  );
}

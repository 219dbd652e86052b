import { useState } from 'react';
import {
  QueryStates,
  type BlockProps,
  useShippingPreferences,
  type ShippingPreferences,
} from '../../runtime/blocks';
// Derived from schemas/blocks/shippingMethods.schema.json by scripts/compileValidators.ts.
import type { ShippingMethodsConfiguration } from '../../schemas/generated/blocks/shippingMethods';
import { CarrierAccounts } from './CarrierAccounts';
import { PreferredServices } from './PreferredServices';
import './shippingMethods.css';

/**
 * The account's shipping methods: the carriers' services it prefers and its default method, which
 * checkout's shipping method step preselects when it ships to the order's country; and the
 * customer's own carrier account numbers (shipping billed to them), added, changed and removed.
 */
export default function ShippingMethods({
  configuration,
}: BlockProps<ShippingMethodsConfiguration>) {
  // The account page titles itself; a configured heading is shown as well.
  const heading = configuration.heading;
  const preferences = useShippingPreferences();
  const [saved, setSaved] = useState('');
  return (
    <section className="bf-shipping-prefs" aria-label={heading ?? 'Shipping methods'}>
      {heading && <h2>{heading}</h2>}
      {configuration.helpText && <p className="bf-shipping-prefs-help">{configuration.helpText}</p>}
      <QueryStates
        query={preferences}
        loading="Loading your shipping methods…"
        error="Your shipping methods could not be loaded."
        isEmpty={(data) => data.carriers.length === 0}
        empty="No shipping methods are offered at the moment. Contact us to arrange delivery."
      >
        {(data: ShippingPreferences) => (
          <>
            <PreferredServices
              // Saved preferences start the form again from what the CRM holds.
              key={`${data.preferredServiceIds.join(',')}|${data.defaultServiceId ?? ''}`}
              preferences={data}
              onSaved={setSaved}
            />
            <p role="status" className="bf-shipping-prefs-saved">
              {saved}
            </p>
            {(configuration.showCustomerAccounts ?? true) && <CarrierAccounts preferences={data} />}
          </>
        )}
      </QueryStates>
    </section>
  );
}

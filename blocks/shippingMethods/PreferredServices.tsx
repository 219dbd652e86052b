import { useState, type FormEvent } from 'react';
import {
  MutationError,
  useSaveShippingPreferences,
  type ShippingPreferences,
} from '../../runtime/blocks';
import { Button, Checkbox, Select } from '../../runtime/ui';

type Service = ShippingPreferences['carriers'][number]['services'][number];

const COVERAGE: Record<Service['coverage'], string> = {
  domestic: 'United States only',
  international: 'Outside the United States',
  all: 'All countries',
};

/** "3–5 business days · United States only · Cold chain". */
function serviceFacts(service: Service): string {
  const days =
    service.transitDays.min === service.transitDays.max
      ? `${service.transitDays.min} business ${service.transitDays.min === 1 ? 'day' : 'days'}`
      : `${service.transitDays.min}–${service.transitDays.max} business days`;
  return [days, COVERAGE[service.coverage], service.coldChain ? 'Cold chain' : '']
    .filter(Boolean)
    .join(' · ');
}

/**
 * The preferred services (checkboxes by carrier) and the default method (one of them, or none),
 * saved together. With no service ticked every service stays offered at checkout.
 */
export function PreferredServices({
  preferences,
  onSaved,
}: {
  preferences: ShippingPreferences;
  /** What to tell once saved (the form starts again from the saved preferences). */
  onSaved: (message: string) => void;
}) {
  const [preferred, setPreferred] = useState<ReadonlySet<string>>(
    () => new Set(preferences.preferredServiceIds),
  );
  const [defaultId, setDefaultId] = useState(preferences.defaultServiceId ?? '');
  const save = useSaveShippingPreferences();
  const services = preferences.carriers.flatMap((carrier) =>
    carrier.services.map((service) => ({ carrier, service })),
  );
  const choosable = preferred.size
    ? services.filter(({ service }) => preferred.has(service.id))
    : services;
  const toggle = (id: string, on: boolean) => {
    setPreferred((before) => {
      const next = new Set(before);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
    // A default that is no longer preferred stops being the default.
    if (!on && defaultId === id) setDefaultId('');
  };
  const defaultName = services.find(({ service }) => service.id === defaultId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      {
        preferredServiceIds: services
          .map(({ service }) => service.id)
          .filter((id) => preferred.has(id)),
        defaultServiceId: defaultId || null,
      },
      {
        onSuccess: () =>
          onSaved(
            defaultName
              ? `Saved. Checkout preselects ${defaultName.carrier.name} ${defaultName.service.name}.`
              : 'Saved. Checkout asks for a shipping method on each order.',
          ),
      },
    );
  };
  return (
    <form className="bf-shipping-prefs-form" onSubmit={submit} aria-labelledby="bf-prefs-heading">
      <h3 id="bf-prefs-heading">Preferred carriers and services</h3>
      <p className="bf-shipping-prefs-help">
        Tick the services your site receives well. Checkout preselects your default method when it
        ships to the order&apos;s country; you can still choose another for an order.
      </p>
      <div className="bf-shipping-prefs-carriers">
        {preferences.carriers.map((carrier) => (
          <fieldset key={carrier.code} className="bf-shipping-prefs-carrier">
            <legend>{carrier.name}</legend>
            {carrier.services.map((service) => (
              <Checkbox
                key={service.id}
                label={`${carrier.name} ${service.name}`}
                description={serviceFacts(service)}
                checked={preferred.has(service.id)}
                onChange={(event) => toggle(service.id, event.target.checked)}
              />
            ))}
          </fieldset>
        ))}
      </div>
      <Select
        label="Default shipping method"
        value={defaultId}
        description={
          preferred.size === 0 ? 'Any service can be the default while none is ticked.' : undefined
        }
        options={[
          { value: '', label: 'No default: choose at checkout' },
          ...choosable.map(({ carrier, service }) => ({
            value: service.id,
            label: `${carrier.name} ${service.name}`,
          })),
        ]}
        onChange={(event) => {
          setDefaultId(event.target.value);
        }}
      />
      <MutationError mutation={save} fallback="Your shipping preferences were not saved." />
      <div className="bf-shipping-prefs-actions">
        <Button type="submit" loading={save.isPending}>
          Save shipping preferences
        </Button>
      </div>
    </form>
  );
}

import { useState, type FormEvent } from 'react';
import {
  ADDRESS_MAX_LENGTH,
  COUNTRIES,
  MutationError,
  addressProblems,
  countryRule,
  useSaveAddress,
  type AddressField,
  type AddressToSave,
  type SavedAddress,
} from '../../runtime/blocks';
import { Dialog } from '../../runtime/ui/aria';
import { Button, Checkbox, Select, TextField } from '../../runtime/ui';

type Values = Record<AddressField, string>;

const EMPTY: Values = {
  Name: '',
  Street: '',
  Street2: '',
  City: '',
  State: '',
  PostalCode: '',
  Country: '',
  Location: '',
  ContactName: '',
  Email: '',
  Phone: '',
};

function valuesOf(address: SavedAddress | null, defaultCountry: string): Values {
  if (!address) return { ...EMPTY, Country: defaultCountry };
  const values = { ...EMPTY };
  for (const field of Object.keys(EMPTY) as AddressField[]) values[field] = address[field] ?? '';
  return values;
}

const AUTOCOMPLETE: Partial<Record<AddressField, string>> = {
  Street: 'address-line1',
  Street2: 'address-line2',
  City: 'address-level2',
  State: 'address-level1',
  PostalCode: 'postal-code',
  Country: 'country-name',
  ContactName: 'name',
  Email: 'email',
  Phone: 'tel',
};

/**
 * Adding or editing an address of the book in a dialog: the country first (it decides the state
 * list and the postal-code rule), checked with the same rules as checkout and the CRM; a field's
 * problem shows once it is left or the form is sent, and a refused save keeps every value.
 */
export function AddressFormDialog({
  address,
  isOpen,
  onClose,
  onSaved,
  defaultCountry,
  canMakeDefault,
}: {
  /** The address to edit; null adds one. */
  address: SavedAddress | null;
  isOpen: boolean;
  onClose: () => void;
  onSaved: (saved: SavedAddress, added: boolean) => void;
  defaultCountry: string;
  canMakeDefault: boolean;
}) {
  const [values, setValues] = useState<Values>(() => valuesOf(address, defaultCountry));
  const [makeDefault, setMakeDefault] = useState(false);
  const [touched, setTouched] = useState<ReadonlySet<AddressField>>(new Set());
  const [submitted, setSubmitted] = useState(false);
  const save = useSaveAddress();
  const rule = countryRule(values.Country);
  const problems = addressProblems(values);
  const shown = (field: AddressField) =>
    submitted || touched.has(field) ? problems[field] : undefined;
  const set = (field: AddressField, value: string) =>
    setValues((before) => {
      const next = { ...before, [field]: value };
      // Another country's state does not carry over.
      const nextRule = field === 'Country' ? countryRule(value) : null;
      if (nextRule?.states.length && !nextRule.states.includes(before.State)) next.State = '';
      return next;
    });
  const touch = (field: AddressField) => setTouched((before) => new Set(before).add(field));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (Object.keys(problems).length > 0) {
      const first = (Object.keys(EMPTY) as AddressField[]).find((field) => problems[field]);
      document.getElementById(`bf-address-${first}`)?.focus();
      return;
    }
    const toSave: AddressToSave = {
      ...(address ? { Id: address.Id } : {}),
      Name: values.Name.trim() || `${values.Street.trim()}, ${values.City.trim()}`,
      Street: values.Street,
      Street2: values.Street2 || null,
      City: values.City,
      State: values.State || null,
      PostalCode: values.PostalCode,
      Country: values.Country,
      Location: values.Location || null,
      ContactName: values.ContactName || null,
      Email: values.Email || null,
      Phone: values.Phone || null,
      ...(makeDefault ? { IsDefaultShipping: true } : {}),
    };
    save.mutate(toSave, { onSuccess: (saved) => onSaved(saved, !address) });
  };

  const field = (name: AddressField, label: string, options: { required?: boolean } = {}) => (
    <TextField
      id={`bf-address-${name}`}
      label={label}
      required={options.required}
      value={values[name]}
      maxLength={ADDRESS_MAX_LENGTH[name]}
      autoComplete={AUTOCOMPLETE[name] ?? 'off'}
      type={name === 'Email' ? 'email' : name === 'Phone' ? 'tel' : 'text'}
      error={shown(name)}
      className={`bf-address-field-${name}`}
      onChange={(event) => set(name, event.target.value)}
      onBlur={() => touch(name)}
    />
  );

  return (
    <Dialog
      title={address ? `Edit ${address.Name}` : 'Add an address'}
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose()}
      isDismissable={!save.isPending}
      size="lg"
    >
      <form className="bf-address-form" onSubmit={submit} noValidate aria-label="Address">
        <div className="bf-address-grid">
          {field('Name', 'Address name (e.g. Receiving dock)')}
          <Select
            id="bf-address-Country"
            label="Country"
            required
            value={values.Country}
            placeholder="Choose a country"
            autoComplete="country-name"
            error={shown('Country')}
            options={[
              ...COUNTRIES.map((entry) => ({ value: entry.name, label: entry.name })),
              ...(values.Country && !rule
                ? [{ value: values.Country, label: values.Country }]
                : []),
            ]}
            onChange={(event) => set('Country', event.target.value)}
            onBlur={() => touch('Country')}
          />
          {field('Street', 'Street address', { required: true })}
          {field('Street2', 'Apartment, suite, building')}
          {field('City', 'City', { required: true })}
          {rule && rule.states.length > 0 ? (
            <Select
              id="bf-address-State"
              label={rule.stateLabel}
              required={rule.stateRequired}
              value={values.State}
              placeholder={`Choose a ${rule.stateLabel.toLowerCase()}`}
              autoComplete="address-level1"
              error={shown('State')}
              options={[
                ...rule.states.map((state) => ({ value: state, label: state })),
                ...(values.State && !rule.states.includes(values.State)
                  ? [{ value: values.State, label: values.State }]
                  : []),
              ]}
              onChange={(event) => set('State', event.target.value)}
              onBlur={() => touch('State')}
            />
          ) : (
            field('State', rule?.stateLabel ?? 'State, province or region', {
              required: rule?.stateRequired ?? false,
            })
          )}
          {field('PostalCode', rule?.postalLabel ?? 'Postal code', { required: true })}
          {field('Location', 'Location (dock, room)')}
          {field('ContactName', 'Contact name')}
          {field('Email', 'Email')}
          {field('Phone', 'Phone')}
        </div>
        {canMakeDefault && !address?.IsDefaultShipping && (
          <Checkbox
            label="Use as my default shipping address"
            checked={makeDefault}
            onChange={(event) => setMakeDefault(event.target.checked)}
          />
        )}
        <MutationError
          mutation={save}
          fallback="The address was not saved. Your entries are kept."
        />
        <div className="bf-address-form-actions">
          <Button variant="secondary" onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" loading={save.isPending}>
            {address ? 'Save changes' : 'Add address'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

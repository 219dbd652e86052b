import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import {
  MutationError,
  QUOTE_FIELD,
  QueryStates,
  saveFailureText,
  useCheckout,
  useMakeCallMutation,
  useLocale,
  useReportCheckoutRequirements,
  type BlockProps,
  type QuoteFields,
} from '../../runtime/blocks';
import { Button, Checkbox, Select, Skeleton, TextField } from '../../runtime/ui';
// The date picker's look comes with the block, so a date field the server drew is styled before
// its code (below) arrives.
import '../../runtime/ui/datePickerStyle';
// Derived from schemas/blocks/customForm.schema.json by scripts/compileValidators.ts.
import type { CustomFormConfiguration } from '../../schemas/generated/blocks/customForm';
import { fieldProblem, formProblems, type FormField, type FormValue } from './formFieldRules';

/**
 * An admin-defined form rendered from its configuration. Without a submit label it is part of
 * checkout: each value is saved to the quote as it is typed (its `quoteField`, else the quote's
 * additional information under the field's name). With one it is a form sent once (the support
 * page's contact form), showing the configured success message.
 */
export default function CustomForm({
  blockId,
  configuration,
}: BlockProps<CustomFormConfiguration>) {
  return (
    <section className="bf-checkout-step bf-custom-form" aria-label={configuration.heading}>
      <h2>{configuration.heading}</h2>
      {configuration.helpText && <p className="bf-checkout-help">{configuration.helpText}</p>}
      {configuration.submitLabel ? (
        <SentForm configuration={configuration} submitLabel={configuration.submitLabel} />
      ) : (
        <CheckoutForm blockId={blockId} configuration={configuration} />
      )}
    </section>
  );
}

/**
 * React Aria (about 90 KB gzip, 370 KB to compile and run) only for a form with a date or choice
 * field: the checkout's form has neither, and loading it anyway cost that page two long tasks
 * (Lighthouse TBT, issue 22). A field the server drew keeps its markup until the code arrives.
 */
const DatePicker = lazy(() =>
  import('../../runtime/ui/aria').then((ui) => ({ default: ui.DatePicker })),
);
const RadioGroup = lazy(() =>
  import('../../runtime/ui/aria').then((ui) => ({ default: ui.RadioGroup })),
);

/** A date or choice field's place while its code loads. */
function FieldLoading({ label }: { label: string }) {
  return (
    <div className="bf-field">
      <span className="bf-field-label">{label}</span>
      <Skeleton height="2.5rem" label={`Loading ${label}`} />
    </div>
  );
}

/** One input of the form, by its type. */
function FieldInput({
  field,
  value,
  error,
  onChange,
  onBlur,
}: {
  field: FormField;
  value: FormValue | undefined;
  error: string | undefined;
  onChange: (value: FormValue) => void;
  onBlur: () => void;
}) {
  const common = {
    label: field.label,
    required: field.required ?? false,
    description: field.helpText,
    error,
    onBlur,
    name: field.name,
  };
  const locale = useLocale();
  const text = typeof value === 'string' ? value : '';
  switch (field.type) {
    case 'date':
      return (
        <Suspense fallback={<FieldLoading label={field.label} />}>
          <DatePicker
            label={field.label}
            isRequired={field.required ?? false}
            description={field.helpText}
            error={error}
            name={field.name}
            locale={locale}
            value={text}
            onChange={(day) => onChange(day ?? '')}
            onBlur={onBlur}
          />
        </Suspense>
      );
    case 'checkbox':
      return (
        <Checkbox
          {...common}
          checked={value === true}
          onChange={(event) => onChange(event.target.checked)}
        />
      );
    case 'select':
      return (
        <Select
          {...common}
          value={text}
          placeholder="Choose…"
          options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
          onChange={(event) => onChange(event.target.value)}
        />
      );
    case 'radio':
      return (
        <Suspense fallback={<FieldLoading label={field.label} />}>
          <RadioGroup
            label={
              <>
                {field.label}
                {field.required ? <span aria-hidden="true"> *</span> : null}
              </>
            }
            name={field.name}
            isRequired={field.required ?? false}
            description={field.helpText}
            error={error}
            options={(field.options ?? []).map((option) => ({ value: option, label: option }))}
            value={text || null}
            onChange={onChange}
            onBlur={onBlur}
          />
        </Suspense>
      );
    case 'textarea':
      return (
        <div className="bf-field">
          <label className="bf-field-label" htmlFor={`bf-form-${field.name}`}>
            {field.label}
            {field.required ? <span aria-hidden="true"> *</span> : null}
          </label>
          <textarea
            id={`bf-form-${field.name}`}
            className="bf-input bf-textarea"
            name={field.name}
            required={field.required}
            maxLength={field.maxLength}
            placeholder={field.placeholder}
            value={text}
            rows={5}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `bf-form-${field.name}-error` : undefined}
            onChange={(event) => onChange(event.target.value)}
            onBlur={onBlur}
          />
          {field.helpText && <p className="bf-field-description">{field.helpText}</p>}
          {error && (
            <p id={`bf-form-${field.name}-error`} className="bf-field-error">
              {error}
            </p>
          )}
        </div>
      );
    default:
      return (
        <TextField
          {...common}
          type={field.type}
          maxLength={field.maxLength}
          placeholder={field.placeholder}
          value={text}
          onChange={(event) => onChange(event.target.value)}
        />
      );
  }
}

/** On checkout: every value saved to the quote as typed (kept when a save fails). */
function CheckoutForm({
  blockId,
  configuration,
}: {
  blockId: string;
  configuration: CustomFormConfiguration;
}) {
  const checkout = useCheckout();
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const custom = (checkout.fields[QUOTE_FIELD.customFields] ?? {}) as Record<string, FormValue>;
  const valueOf = (field: FormField): FormValue | undefined => {
    if (field.quoteField) {
      const value = checkout.fields[field.quoteField];
      return typeof value === 'boolean' ? value : value == null ? undefined : String(value);
    }
    return custom[field.name] ?? field.defaultValue;
  };
  // Place order waits for this form: every field that is missing or wrong is a reason.
  useReportCheckoutRequirements(
    blockId,
    checkout.cart
      ? configuration.fields.flatMap((field) =>
          fieldProblem(field, valueOf(field)) ? [`${configuration.heading}: ${field.label}.`] : [],
        )
      : [],
  );
  const change = (field: FormField, value: FormValue) => {
    const update: QuoteFields = field.quoteField
      ? { [field.quoteField]: value }
      : // The whole object as typed: the CRM merges it into the quote's additional information.
        { [QUOTE_FIELD.customFields]: { ...custom, [field.name]: value } };
    checkout.set(update);
  };
  return (
    <QueryStates
      query={checkout.query}
      loading="Loading the form…"
      error="The form could not be loaded."
      isEmpty={(data) => data.cart === null}
      empty="Your cart is empty."
    >
      {() => (
        <div className="bf-checkout-grid">
          {configuration.fields.map((field) => (
            <FieldInput
              key={field.name}
              field={field}
              value={valueOf(field)}
              error={
                (field.quoteField ? checkout.saves.fieldErrors[field.quoteField] : undefined) ??
                (touched.has(field.name)
                  ? (fieldProblem(field, valueOf(field)) ?? undefined)
                  : undefined)
              }
              onChange={(value) => change(field, value)}
              onBlur={() => setTouched((before) => new Set(before).add(field.name))}
            />
          ))}
          {checkout.saves.error && (
            <p className="bf-checkout-save-error" role="alert">
              {saveFailureText(checkout.saves)}
            </p>
          )}
        </div>
      )}
    </QueryStates>
  );
}

/** A form sent once (createRecord): checked first, every problem shown at its field. */
function SentForm({
  configuration,
  submitLabel,
}: {
  configuration: CustomFormConfiguration;
  submitLabel: string;
}) {
  const initial = Object.fromEntries(
    configuration.fields.flatMap((field) =>
      field.defaultValue === undefined ? [] : [[field.name, field.defaultValue]],
    ),
  ) as Record<string, FormValue>;
  const [values, setValues] = useState<Record<string, FormValue>>(initial);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const summary = useRef<HTMLDivElement>(null);
  const send = useMakeCallMutation<unknown, Record<string, FormValue>>(
    (fields) => ({
      base: 'ecommerce',
      type: 'createRecord',
      method: 'POST',
      payload: { objectName: 'Case', fields },
    }),
    { invalidates: [], failure: 'inline' },
  );

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const found = formProblems(configuration.fields, values);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      summary.current?.focus();
      return;
    }
    send.mutate(values);
  }

  if (send.isSuccess)
    return (
      <p role="status" className="bf-form-success">
        {configuration.successMessage ?? 'Thank you. Your message was sent.'}
      </p>
    );
  const problemCount = Object.keys(problems).length;
  return (
    <form className="bf-checkout-grid" noValidate onSubmit={submit}>
      <div ref={summary} tabIndex={-1} role={problemCount ? 'alert' : undefined}>
        {problemCount > 0 && (
          <p className="bf-checkout-save-error">
            {problemCount === 1 ? 'One field needs' : `${problemCount} fields need`} your attention.
          </p>
        )}
      </div>
      {configuration.fields.map((field) => (
        <FieldInput
          key={field.name}
          field={field}
          value={values[field.name]}
          error={problems[field.name]}
          onChange={(value) => {
            setValues((before) => ({ ...before, [field.name]: value }));
            if (problems[field.name]) setProblems(({ [field.name]: _fixed, ...rest }) => rest);
          }}
          onBlur={() => {
            const problem = fieldProblem(field, values[field.name]);
            if (problem && values[field.name] !== undefined)
              setProblems((before) => ({ ...before, [field.name]: problem }));
          }}
        />
      ))}
      <Button type="submit" disabled={send.isPending}>
        {send.isPending ? 'Sending…' : submitLabel}
      </Button>
      <MutationError mutation={send} fallback="The message was not sent. Your entries are kept." />
    </form>
  );
}

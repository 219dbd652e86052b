import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Button, TextField } from '../../runtime/ui/index';
import { useHydrated } from '../../runtime/blocks';

export interface FieldSpec {
  name: string;
  label: string;
  type?: 'text' | 'password' | 'email';
  autoComplete?: string;
  inputMode?: 'numeric' | 'text';
  /** The spec's message when the field is left empty; no message means optional. */
  emptyMessage?: string;
}

export interface StepFormProps {
  title: string;
  intro?: ReactNode;
  fields: FieldSpec[];
  submitLabel: string;
  initialValues?: Record<string, string>;
  /** Resolves when done; a thrown error's message is shown above the form. */
  onSubmit: (values: Record<string, string>) => Promise<void>;
  children?: ReactNode;
  footer?: ReactNode;
}

/**
 * One screen of the sign-in flow: labelled fields, the spec's empty-field messages, focus moved to
 * the first field in error, and the answer's error in an alert region.
 */
export function StepForm({
  title,
  intro,
  fields,
  submitLabel,
  initialValues = {},
  onSubmit,
  children,
  footer,
}: StepFormProps) {
  const titleId = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<Record<string, string>>(initialValues);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [focusTick, setFocusTick] = useState(0);
  // In server-rendered HTML, before the client takes over: typing would be lost and a native
  // submit would put the password in the URL, so the fields and the button wait for hydration.
  const hydrated = useHydrated();

  useEffect(() => {
    if (focusTick === 0) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [focusTick]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    // Controls that are not text fields (the MFA choice's radios) are read from the form itself.
    const submitted: Record<string, string> = {};
    for (const [name, value] of new FormData(event.currentTarget)) submitted[name] = String(value);
    const found: Record<string, string> = {};
    for (const field of fields) {
      const value = values[field.name] ?? '';
      if (field.emptyMessage && value.trim() === '') found[field.name] = field.emptyMessage;
    }
    setErrors(found);
    setFormError(null);
    if (Object.keys(found).length > 0) {
      setFocusTick((tick) => tick + 1);
      return;
    }
    setBusy(true);
    try {
      await onSubmit({ ...submitted, ...values });
    } catch (error) {
      setFormError(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      ref={formRef}
      className="bf-login-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => void submit(event)}
    >
      <h1 id={titleId} className="bf-login-title">
        {title}
      </h1>
      {intro ? <div className="bf-login-intro">{intro}</div> : null}
      <div role="alert" className="bf-login-alert">
        {formError}
      </div>
      {children}
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          type={field.type ?? 'text'}
          autoComplete={field.autoComplete}
          inputMode={field.inputMode}
          aria-required={Boolean(field.emptyMessage) || undefined}
          value={values[field.name] ?? ''}
          disabled={!hydrated}
          error={errors[field.name]}
          onChange={(event) => {
            const value = event.currentTarget.value;
            setValues((current) => ({ ...current, [field.name]: value }));
          }}
        />
      ))}
      <Button type="submit" loading={busy} disabled={!hydrated} className="bf-login-submit">
        {submitLabel}
      </Button>
      {footer ? <div className="bf-login-footer">{footer}</div> : null}
    </form>
  );
}

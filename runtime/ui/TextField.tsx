import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';
import './ui.css';

/** A native input's props plus its label, an optional description and an error message. */
export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'children'> {
  label: ReactNode;
  description?: ReactNode;
  /** When given, the control is marked invalid and the message is read with it. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input; required fields are marked, description and error are tied by aria-describedby. */
export function TextField({
  label,
  description,
  error,
  id,
  className,
  required,
  ref,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return (
    <div className={['bf-field', className ?? ''].filter(Boolean).join(' ')}>
      <label htmlFor={ids.controlId} className="bf-field-label">
        {label}
        {required ? (
          <span className="bf-field-required" aria-hidden="true">
            {' *'}
          </span>
        ) : null}
      </label>
      <input
        ref={ref}
        id={ids.controlId}
        className="bf-input"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      />
      <FieldMessages
        description={description}
        error={error}
        descriptionId={ids.descriptionId}
        errorId={ids.errorId}
      />
    </div>
  );
}

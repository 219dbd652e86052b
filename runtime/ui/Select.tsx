import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';
import './ui.css';

/** One option of a `Select`. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** A native select's props plus its label, options, description and error. */
export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** A first, empty choice such as "Choose a country". */
  placeholder?: string;
  description?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
}

/** A native select: it brings the platform's keyboard and screen-reader behaviour for free. */
export function Select({
  label,
  options,
  placeholder,
  description,
  error,
  id,
  className,
  required,
  ref,
  ...rest
}: SelectProps) {
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
      <select
        ref={ref}
        id={ids.controlId}
        className="bf-select"
        required={required}
        aria-invalid={error ? true : undefined}
        aria-describedby={ids.describedBy}
        {...rest}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages
        description={description}
        error={error}
        descriptionId={ids.descriptionId}
        errorId={ids.errorId}
      />
    </div>
  );
}

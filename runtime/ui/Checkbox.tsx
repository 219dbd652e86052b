import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { FieldMessages } from './FieldMessages';
import { useFieldIds } from './useFieldIds';
import './ui.css';

/** A native checkbox's props plus its label, an optional description and an error message. */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'children'
> {
  label: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled checkbox whose description and error are tied to it by aria-describedby. */
export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  ref,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds(id, Boolean(description), Boolean(error));
  return (
    <div className={['bf-field', className ?? ''].filter(Boolean).join(' ')}>
      <span className="bf-checkbox-row">
        <input
          ref={ref}
          id={ids.controlId}
          type="checkbox"
          className="bf-checkbox-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={ids.describedBy}
          {...rest}
        />
        <label htmlFor={ids.controlId}>{label}</label>
      </span>
      <FieldMessages
        description={description}
        error={error}
        descriptionId={ids.descriptionId}
        errorId={ids.errorId}
      />
    </div>
  );
}

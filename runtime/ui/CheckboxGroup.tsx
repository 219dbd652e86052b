import type { ReactNode } from 'react';
import {
  Checkbox,
  CheckboxGroup as AriaCheckboxGroup,
  FieldError,
  Label,
  Text,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';

/** One choice of a `CheckboxGroup`. */
export interface CheckboxOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface CheckboxGroupProps extends Omit<AriaCheckboxGroupProps, 'children' | 'className'> {
  label: ReactNode;
  options: readonly CheckboxOption[];
  description?: ReactNode;
  /** A message shown (and announced) when the group is invalid. */
  error?: ReactNode;
  className?: string;
}

/**
 * Several independent choices under one label (a filter's values, the statuses to show). React
 * Aria's CheckboxGroup: a labelled group of native checkboxes (so a form still submits `name`
 * once per chosen value) under drawn boxes that follow the design tokens.
 */
export function CheckboxGroup({
  label,
  options,
  description,
  error,
  className,
  ...rest
}: CheckboxGroupProps) {
  return (
    <AriaCheckboxGroup
      {...rest}
      isInvalid={rest.isInvalid ?? Boolean(error)}
      className={['bf-checkbox-group', className].filter(Boolean).join(' ')}
    >
      <Label className="bf-field-label">{label}</Label>
      {description ? (
        <Text slot="description" className="bf-field-description">
          {description}
        </Text>
      ) : null}
      <div className="bf-checkbox-options">
        {options.map((option) => (
          <Checkbox
            key={option.value}
            value={option.value}
            isDisabled={option.disabled}
            className="bf-check"
          >
            <span className="bf-check-box" aria-hidden="true">
              <svg viewBox="0 0 16 16" className="bf-check-tick">
                <polyline points="3.5 8.5 6.5 11.5 12.5 4.5" />
              </svg>
            </span>
            <span className="bf-radio-text">
              <span>{option.label}</span>
              {option.description ? (
                <span className="bf-radio-description">{option.description}</span>
              ) : null}
            </span>
          </Checkbox>
        ))}
      </div>
      <FieldError className="bf-field-error">{error}</FieldError>
    </AriaCheckboxGroup>
  );
}

import type { ReactNode } from 'react';
import {
  FieldError,
  Label,
  Radio,
  RadioGroup as AriaRadioGroup,
  Text,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';

/** One choice of a `RadioGroup`. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className'> {
  label: ReactNode;
  options: readonly RadioOption[];
  description?: ReactNode;
  /** A message shown (and announced) when the group is invalid. */
  error?: ReactNode;
  /** `cards`: each choice a bordered card (checkout's addresses, services, saved cards). */
  appearance?: 'plain' | 'cards';
  className?: string;
}

/** One choice among a few, all visible (arrow keys move between them, as the platform does). */
export function RadioGroup({
  label,
  options,
  description,
  error,
  appearance = 'plain',
  className,
  ...rest
}: RadioGroupProps) {
  return (
    <AriaRadioGroup
      {...rest}
      isInvalid={rest.isInvalid ?? Boolean(error)}
      className={['bf-radio-group', appearance === 'cards' ? 'bf-radio-group-cards' : '', className]
        .filter(Boolean)
        .join(' ')}
    >
      <Label className="bf-field-label">{label}</Label>
      {description ? (
        <Text slot="description" className="bf-field-description">
          {description}
        </Text>
      ) : null}
      <div className="bf-radio-options">
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.disabled}
            className="bf-radio"
          >
            <span className="bf-radio-mark" aria-hidden="true" />
            <span className="bf-radio-text">
              <span>{option.label}</span>
              {option.description ? (
                <span className="bf-radio-description">{option.description}</span>
              ) : null}
            </span>
          </Radio>
        ))}
      </div>
      <FieldError className="bf-field-error">{error}</FieldError>
    </AriaRadioGroup>
  );
}

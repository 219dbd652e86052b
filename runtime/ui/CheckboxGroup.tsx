import {
  Checkbox,
  CheckboxGroup as AriaCheckboxGroup,
  type CheckboxGroupProps as AriaCheckboxGroupProps,
} from 'react-aria-components';
import {
  ChoiceGroupParts,
  ChoiceText,
  type ChoiceGroupProps,
  type ChoiceOption,
} from './ChoiceGroupParts';

/** One choice of a `CheckboxGroup`. */
export type CheckboxOption = ChoiceOption;

/** A `CheckboxGroup`'s props: React Aria's group props with its label, texts and options. */
export type CheckboxGroupProps = ChoiceGroupProps<AriaCheckboxGroupProps>;

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
      <ChoiceGroupParts
        label={label}
        description={description}
        error={error}
        optionsClassName="bf-checkbox-options"
      >
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
            <ChoiceText option={option} />
          </Checkbox>
        ))}
      </ChoiceGroupParts>
    </AriaCheckboxGroup>
  );
}

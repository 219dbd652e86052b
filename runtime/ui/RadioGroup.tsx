import {
  Radio,
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
} from 'react-aria-components';
import {
  ChoiceGroupParts,
  ChoiceText,
  type ChoiceGroupProps,
  type ChoiceOption,
} from './ChoiceGroupParts';

/** One choice of a `RadioGroup`. */
export type RadioOption = ChoiceOption;

/** A `RadioGroup`'s props: React Aria's group props with its label, texts and options. */
export interface RadioGroupProps extends ChoiceGroupProps<AriaRadioGroupProps> {
  /** `cards`: each choice a bordered card (checkout's addresses, services, saved cards). */
  appearance?: 'plain' | 'cards';
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
      <ChoiceGroupParts
        label={label}
        description={description}
        error={error}
        optionsClassName="bf-radio-options"
      >
        {options.map((option) => (
          <Radio
            key={option.value}
            value={option.value}
            isDisabled={option.disabled}
            className="bf-radio"
          >
            <span className="bf-radio-mark" aria-hidden="true" />
            <ChoiceText option={option} />
          </Radio>
        ))}
      </ChoiceGroupParts>
    </AriaRadioGroup>
  );
}

import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';

/** One choice of a `CheckboxGroup` or a `RadioGroup`. */
export interface ChoiceOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

/** What a group of choices says around its options: its label, description and error. */
export interface ChoiceGroupTexts {
  label: ReactNode;
  description?: ReactNode;
  /** A message shown (and announced) when the group is invalid. */
  error?: ReactNode;
}

/** The props of a group of choices over React Aria's own group props (`AriaProps`). */
export type ChoiceGroupProps<AriaProps> = Omit<AriaProps, 'children' | 'className'> &
  ChoiceGroupTexts & {
    options: readonly ChoiceOption[];
    className?: string;
  };

/**
 * The parts every group of choices has, inside React Aria's CheckboxGroup or RadioGroup (whose
 * context ties the label, the description and the error to the group): the label, the
 * description, the options in `optionsClassName`, the error.
 */
export function ChoiceGroupParts({
  label,
  description,
  error,
  optionsClassName,
  children,
}: ChoiceGroupTexts & { optionsClassName: string; children: ReactNode }) {
  return (
    <>
      <Label className="bf-field-label">{label}</Label>
      {description ? (
        <Text slot="description" className="bf-field-description">
          {description}
        </Text>
      ) : null}
      <div className={optionsClassName}>{children}</div>
      <FieldError className="bf-field-error">{error}</FieldError>
    </>
  );
}

/** A choice's label and, under it, its description. */
export function ChoiceText({ option }: { option: ChoiceOption }) {
  return (
    <span className="bf-radio-text">
      <span>{option.label}</span>
      {option.description ? (
        <span className="bf-radio-description">{option.description}</span>
      ) : null}
    </span>
  );
}

import type { ReactNode } from 'react';
import { DateInput, DatePicker as AriaDatePicker, DateSegment, Group } from 'react-aria-components';
import {
  CalendarPopover,
  DateFieldButtons,
  DateFieldFooter,
  DateFieldLabel,
  inLocale,
  useReadOnlyUntilHydrated,
} from './CalendarParts';
import { toCalendarDate, toIsoDate } from './isoDate';
import './datePicker.css';

export interface DatePickerProps {
  label: ReactNode;
  /** The chosen day as ISO `YYYY-MM-DD`; empty or undefined for none. */
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  /** The user's locale (session profile); it sets the segment order and the first weekday. */
  locale?: string;
  /** Earliest and latest day that may be chosen, ISO; outside them the field says why. */
  min?: string;
  max?: string;
  description?: ReactNode;
  /** A message from the block (it replaces React Aria's own range message). */
  error?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Submitted with a native form as ISO `YYYY-MM-DD`. */
  name?: string;
  /** Called when focus leaves the field (forms show a field's problem once it was visited). */
  onBlur?: () => void;
  className?: string;
}

/**
 * A date field typed segment by segment or picked from a calendar (React Aria's DatePicker), with
 * a clear button once a day is set. Values travel as ISO day strings, the form URLs and the CRM use.
 */
export function DatePicker({
  label,
  value,
  onChange,
  locale,
  min,
  max,
  description,
  error,
  isRequired,
  isDisabled,
  name,
  onBlur,
  className,
}: DatePickerProps) {
  const readOnly = useReadOnlyUntilHydrated();
  const picker = (
    <AriaDatePicker
      value={toCalendarDate(value)}
      onChange={(date) => onChange(toIsoDate(date))}
      minValue={toCalendarDate(min)}
      maxValue={toCalendarDate(max)}
      isInvalid={error ? true : undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={readOnly}
      name={name}
      onBlur={onBlur}
      validationBehavior="aria"
      granularity="day"
      className={['bf-field bf-date-picker', className].filter(Boolean).join(' ')}
    >
      <DateFieldLabel label={label} isRequired={isRequired} />
      <Group className="bf-date-group">
        <DateInput className="bf-date-input">
          {(segment) => <DateSegment segment={segment} className="bf-date-segment" />}
        </DateInput>
        <DateFieldButtons
          label={label}
          fallbackClearLabel="Clear date"
          onClear={value && !isDisabled ? () => onChange(undefined) : null}
        />
      </Group>
      <DateFieldFooter description={description} error={error} />
      <CalendarPopover />
    </AriaDatePicker>
  );
  return inLocale(picker, locale);
}

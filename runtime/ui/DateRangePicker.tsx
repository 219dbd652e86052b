import type { ReactNode } from 'react';
import {
  DateInput,
  DateRangePicker as AriaDateRangePicker,
  DateSegment,
  Group,
} from 'react-aria-components';
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

/** A chosen range, both ends ISO `YYYY-MM-DD` and inclusive. */
export interface IsoDateRange {
  start: string;
  end: string;
}

export interface DateRangePickerProps {
  label: ReactNode;
  value: IsoDateRange | null | undefined;
  /** Called with the whole range once both ends are set, or null when it is cleared. */
  onChange: (value: IsoDateRange | null) => void;
  /** The user's locale (session profile); it sets the segment order and the first weekday. */
  locale?: string;
  min?: string;
  max?: string;
  description?: ReactNode;
  error?: ReactNode;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Native form names of the two ends. */
  startName?: string;
  endName?: string;
  className?: string;
}

function toRange(value: IsoDateRange | null | undefined) {
  const start = toCalendarDate(value?.start);
  const end = toCalendarDate(value?.end);
  return start && end ? { start, end } : null;
}

/**
 * A start and an end day typed in one field or picked on one calendar (React Aria's
 * DateRangePicker: the first click sets the start, the second the end). React Aria refuses an end
 * before the start and says so under the field. It only reports complete ranges, so a filter whose
 * ends are optional on their own uses two DatePickers instead (docs/decisions.md).
 */
export function DateRangePicker({
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
  startName,
  endName,
  className,
}: DateRangePickerProps) {
  const range = toRange(value);
  const readOnly = useReadOnlyUntilHydrated();
  const picker = (
    <AriaDateRangePicker
      value={range}
      onChange={(next) =>
        onChange(
          next ? { start: toIsoDate(next.start) ?? '', end: toIsoDate(next.end) ?? '' } : null,
        )
      }
      minValue={toCalendarDate(min)}
      maxValue={toCalendarDate(max)}
      isInvalid={error ? true : undefined}
      isRequired={isRequired}
      isDisabled={isDisabled}
      isReadOnly={readOnly}
      startName={startName}
      endName={endName}
      validationBehavior="aria"
      granularity="day"
      className={['bf-field bf-date-picker bf-date-range-picker', className]
        .filter(Boolean)
        .join(' ')}
    >
      <DateFieldLabel label={label} isRequired={isRequired} />
      <Group className="bf-date-group">
        <DateInput slot="start" className="bf-date-input">
          {(segment) => <DateSegment segment={segment} className="bf-date-segment" />}
        </DateInput>
        <span aria-hidden="true" className="bf-date-range-dash">
          –
        </span>
        <DateInput slot="end" className="bf-date-input">
          {(segment) => <DateSegment segment={segment} className="bf-date-segment" />}
        </DateInput>
        <DateFieldButtons
          label={label}
          fallbackClearLabel="Clear dates"
          onClear={range && !isDisabled ? () => onChange(null) : null}
        />
      </Group>
      <DateFieldFooter description={description} error={error} />
      <CalendarPopover range />
    </AriaDateRangePicker>
  );
  return inLocale(picker, locale);
}

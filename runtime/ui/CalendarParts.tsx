import type { ReactElement, ReactNode } from 'react';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  FieldError,
  Heading,
  I18nProvider,
  Label,
  Popover,
  RangeCalendar,
  Text,
} from 'react-aria-components';
import { Icon } from './Icon';
import { toLanguageTag } from './isoDate';
import { useHydrated } from '../ssr/useHydrated';

/** Previous month, the month's name, next month: the header both calendars share. */
function CalendarHeader() {
  return (
    <header className="bf-calendar-header">
      <Button slot="previous" className="bf-calendar-nav">
        <Icon name="chevron-left" size={18} color="currentColor" />
      </Button>
      <Heading className="bf-calendar-heading" />
      <Button slot="next" className="bf-calendar-nav">
        <Icon name="chevron-right" size={18} color="currentColor" />
      </Button>
    </header>
  );
}

function Grid() {
  return (
    <CalendarGrid className="bf-calendar-grid">
      {(date) => <CalendarCell date={date} className="bf-calendar-cell" />}
    </CalendarGrid>
  );
}

/**
 * Whether a date field's segments are still read-only: until the client has taken the field over.
 * The server's segments are `contenteditable`; typed into before their code ran, the browser
 * changed the server's text, React reported a hydration error (#418), drew the field again and
 * the digits were lost. A page the client renders alone is editable at once.
 */
export function useReadOnlyUntilHydrated(): boolean {
  return !useHydrated();
}

/**
 * The pop-up month of a DatePicker or DateRangePicker (React Aria's Calendar / RangeCalendar in a
 * Popover and Dialog: arrow keys move by day, Page Up/Down by month, Enter picks, Escape closes).
 */
export function CalendarPopover({ range = false }: { range?: boolean }) {
  return (
    <Popover className="bf-popover bf-calendar-popover" offset={4} placement="bottom start">
      <Dialog className="bf-calendar-dialog">
        {range ? (
          <RangeCalendar className="bf-calendar bf-range-calendar">
            <CalendarHeader />
            <Grid />
          </RangeCalendar>
        ) : (
          <Calendar className="bf-calendar">
            <CalendarHeader />
            <Grid />
          </Calendar>
        )}
      </Dialog>
    </Popover>
  );
}

/** The date field's label, with the required mark both pickers show. */
export function DateFieldLabel({ label, isRequired }: { label: ReactNode; isRequired?: boolean }) {
  return (
    <Label className="bf-field-label">
      {label}
      {isRequired ? (
        <span className="bf-field-required" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </Label>
  );
}

/**
 * The buttons at the end of a date field: clear (only while something is chosen and the field is
 * enabled; named after the field) and the calendar's trigger.
 */
export function DateFieldButtons({
  label,
  fallbackClearLabel,
  onClear,
}: {
  label: ReactNode;
  fallbackClearLabel: string;
  /** Null: nothing to clear. */
  onClear: (() => void) | null;
}) {
  return (
    <>
      {onClear ? (
        <Button
          slot={null}
          className="bf-date-button"
          aria-label={typeof label === 'string' ? `Clear ${label}` : fallbackClearLabel}
          onPress={onClear}
        >
          <Icon name="close" size={16} color="currentColor" />
        </Button>
      ) : null}
      <Button className="bf-date-button">
        <Icon name="calendar" size={18} color="currentColor" />
      </Button>
    </>
  );
}

/** The field's description and its error, under a date field. */
export function DateFieldFooter({
  description,
  error,
}: {
  description?: ReactNode;
  error?: ReactNode;
}) {
  return (
    <>
      {description ? (
        <Text slot="description" className="bf-field-description">
          {description}
        </Text>
      ) : null}
      <FieldError className="bf-field-error">{error}</FieldError>
    </>
  );
}

/** A picker in the user's locale (segment order, first weekday); the app's own without one. */
export function inLocale(picker: ReactElement, locale: string | undefined): ReactElement {
  return locale ? <I18nProvider locale={toLanguageTag(locale)}>{picker}</I18nProvider> : picker;
}

import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  Dialog,
  Heading,
  Popover,
  RangeCalendar,
} from 'react-aria-components';
import { Icon } from './Icon';

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

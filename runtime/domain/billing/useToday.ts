import { useMemo } from 'react';
import { useTimeZone } from '../../state/timeZone';
import { todayIso } from './billingRules';

/**
 * Today (YYYY-MM-DD) in the visitor's time zone, as the invoice rules take it (due, overdue): the
 * same day in the server's render and the hydration that adopts it, the browser's own after.
 */
export function useToday(): string {
  const timeZone = useTimeZone();
  return useMemo(() => todayIso(new Date(), timeZone), [timeZone]);
}

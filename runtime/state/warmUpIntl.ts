/**
 * Loads the browser's locale data for Intl in tasks of its own, before the hydration: the page's
 * first Intl object pays for it (about 15 ms on this machine, over 50 ms at Lighthouse's 4x CPU
 * slowdown; issue 22), and in the hydration that first one is a price or a date inside a block's
 * render, a slice React cannot cut. In three steps, each a task well under 50 ms at 4x: the
 * locale's likely subtags, the number formats (every price), the date formats and the time zone
 * data (dates, useTimeZone's zone). Each step is what a later formatter would have done anyway.
 */
export function warmUpIntl(
  locale: string,
  schedule: (step: () => void) => void = (step) => void setTimeout(step, 0),
): void {
  const steps = [
    () => new Intl.Locale(locale).maximize(),
    () => new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(0),
    () => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(0),
  ];
  for (const step of steps)
    schedule(() => {
      try {
        step();
      } catch {
        // A locale this browser's Intl refuses: the formatters that use it say so themselves.
      }
    });
}

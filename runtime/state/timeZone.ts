import { createContext, useContext, useSyncExternalStore } from 'react';
import { TIME_ZONE_COOKIE } from '../../schemas/firstPage';
import { writeHintCookie } from './hintCookie';

/** The zone of a page rendered for no one in particular (a guest's, shared by all guests). */
export const RENDER_TIME_ZONE = 'UTC';

/** Whether `value` names a time zone this runtime knows (an IANA name such as Europe/Berlin). */
export function isTimeZone(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

let browserZone: string | null = null;

/** The part of the TC39 Temporal API read here (Chromium 144+, Firefox 139+). */
interface TemporalNow {
  Now: { timeZoneId(): string };
}

/**
 * The browser's own time zone, read once per page: useTimeZone's snapshot is read on every render
 * of every block that formats a moment, and building an Intl formatter is not cheap. Temporal
 * names the zone without one: the page's first Intl formatter loads the browser's locale data
 * (about 15 ms, over 50 ms at Lighthouse's 4x slowdown; issue 22), which warmUpIntl spreads over
 * tasks of its own. Its zone is one Intl accepts (the same time zone database); without Temporal
 * an Intl formatter tells it.
 */
export function browserTimeZone(): string {
  if (browserZone === null) {
    const temporal = (globalThis as { Temporal?: TemporalNow }).Temporal;
    const zone = temporal?.Now.timeZoneId();
    if (zone) browserZone = zone;
    else {
      const intlZone = new Intl.DateTimeFormat().resolvedOptions().timeZone;
      browserZone = isTimeZone(intlZone) ? intlZone : RENDER_TIME_ZONE;
    }
  }
  return browserZone;
}

/**
 * The zone the server rendered the page's times in: the server's render provides it, and the
 * client the same value while it hydrates that render (FirstPagePayload.timeZone).
 */
export const RenderedTimeZoneContext = createContext<string>(RENDER_TIME_ZONE);

const neverChanges = () => () => undefined;

/**
 * The time zone every formatter of a moment (an order placed, a request updated, "today" for
 * invoices due) should use: the server's rendering zone in the server's render and while
 * hydrating it, so the markup matches; the browser's own in every render after (React re-renders
 * right after hydrating when they differ, with no hydration error).
 */
export function useTimeZone(): string {
  const rendered = useContext(RenderedTimeZoneContext);
  return useSyncExternalStore(neverChanges, browserTimeZone, () => rendered);
}

/** Copies the browser's zone into its cookie, so the server's next render of its pages uses it. */
export function syncTimeZoneCookie(doc?: Document): void {
  writeHintCookie(TIME_ZONE_COOKIE, browserTimeZone(), 'persistent', doc);
}

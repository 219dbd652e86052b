/**
 * Spec 000 section 9: a toast counts down from 5 s unless given another time, and is dismissed
 * once the remaining time falls below 2 s. The countdown ticks once a second, so a 5 s toast
 * shows 5, 4, 3, 2 and clears on the tick that reaches 1 (four seconds after it appeared).
 */
export const TOAST_DEFAULT_SECONDS = 5;
export const TOAST_DISMISS_BELOW_SECONDS = 2;
export const TOAST_TICK_MS = 1000;

/** True when a countdown with this many seconds left must clear the toast. */
export function isToastExpired(remainingSeconds: number): boolean {
  return remainingSeconds < TOAST_DISMISS_BELOW_SECONDS;
}

import { getDefaultStore } from 'jotai';
import { TOAST_DEFAULT_SECONDS } from './toastTiming';
import { toastAtom, type Toast, type ToastInput } from './toastAtom';

type Store = ReturnType<typeof getDefaultStore>;

let nextToastId = 1;

/** Fills in the spec's defaults: default style, dismissable, 5 seconds. */
export function toToast(input: ToastInput, id: number): Toast {
  const time =
    input.time !== undefined && Number.isFinite(input.time) ? input.time : TOAST_DEFAULT_SECONDS;
  return {
    id,
    message: input.message,
    variant: input.variant ?? 'default',
    mode: input.mode ?? 'dismissable',
    time,
  };
}

/** A toast with a fresh id, shared by `showToast` and `useToast` so ids never collide. */
export function createToast(input: ToastInput): Toast {
  return toToast(input, nextToastId++);
}

/**
 * Shows a toast from outside React (the gateway client's error path, for one). An empty message
 * clears instead, because the spec shows a toast only when a message exists.
 */
export function showToast(input: ToastInput, store: Store = getDefaultStore()): void {
  if (input.message === '') {
    store.set(toastAtom, null);
    return;
  }
  store.set(toastAtom, createToast(input));
}

/** Clears the toast at once (what the close icon does). */
export function dismissToast(store: Store = getDefaultStore()): void {
  store.set(toastAtom, null);
}

import { atom } from 'jotai';

/** Spec 000 section 3: the toast's look; `default` is the neutral style. */
export type ToastVariant = 'error' | 'success' | 'warning' | 'default';

/** `dismissable` counts down and clears itself; `sticky` stays until the user closes it. */
export type ToastMode = 'dismissable' | 'sticky';

/** The one toast on screen. Only one exists at a time: a new message replaces the old one. */
export interface Toast {
  /** Grows with every message, so the same text shown twice restarts its countdown. */
  id: number;
  message: string;
  variant: ToastVariant;
  mode: ToastMode;
  /** Countdown start in seconds (spec default 5). Ignored for sticky toasts. */
  time: number;
}

/** What a caller gives: only the message is required. */
export interface ToastInput {
  message: string;
  variant?: ToastVariant;
  mode?: ToastMode;
  time?: number;
}

/** The toast on screen, or null when there is none (spec: shown when a message exists). */
export const toastAtom = atom<Toast | null>(null);

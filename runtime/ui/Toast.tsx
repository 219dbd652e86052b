import { useEffect, useState } from 'react';
import type { Toast as ToastData, ToastVariant } from '../state/toastAtom';
import { TOAST_TICK_MS, isToastExpired } from '../state/toastTiming';
import { Button } from './Button';
import { Icon } from './Icon';
import type { IconName } from './iconPaths';
import './ui.css';

const variantIcon: Record<ToastVariant, IconName> = {
  error: 'error',
  success: 'success',
  warning: 'warning',
  default: 'info',
};

/** The toast to show and what to call when it is dismissed or times out. */
export interface ToastProps {
  toast: ToastData;
  /** Called when the countdown runs out or the close icon is pressed. */
  onDismiss: () => void;
}

/**
 * One toast and its countdown (spec 000 section 4). Mount it with `key={toast.id}` so a new
 * message starts a fresh countdown.
 */
export function Toast({ toast, onDismiss }: ToastProps) {
  const [ticks, setTicks] = useState(0);
  const [hovered, setHovered] = useState(false);
  // Keyboard users get the same pause as the pointer's hover while focus is inside the toast
  // (WCAG 2.2.1: timing adjustable), or the close button could vanish under them.
  const [focused, setFocused] = useState(false);
  const sticky = toast.mode === 'sticky';
  const paused = hovered || focused;

  useEffect(() => {
    if (sticky || paused) return;
    // A pause drops the part of the current second already run: resuming waits a whole tick.
    const timer = setInterval(() => setTicks((count) => count + 1), TOAST_TICK_MS);
    return () => clearInterval(timer);
  }, [sticky, paused]);

  const remaining = toast.time - ticks;
  // Checked only after a tick, so a toast given less than 2 s still shows for one second.
  const expired = !sticky && ticks > 0 && isToastExpired(remaining);
  useEffect(() => {
    if (expired) onDismiss();
  }, [expired, onDismiss]);

  return (
    <div
      className={`bf-toast bf-toast-${toast.variant}`}
      data-variant={toast.variant}
      data-mode={toast.mode}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
      }}
    >
      <Icon name={variantIcon[toast.variant]} color="currentColor" />
      <p className="bf-toast-message">{toast.message}</p>
      <Button
        variant="ghost"
        className="bf-toast-close"
        aria-label="Close notification"
        onClick={onDismiss}
      >
        <Icon name="close" size={16} color="currentColor" />
      </Button>
    </div>
  );
}

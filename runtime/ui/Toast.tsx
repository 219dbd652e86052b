import { useEffect, useRef, useState } from 'react';
// Only the landmark hook: about 3 KB gzip in the shell, where the rest of React Aria stays lazy.
import { useLandmark } from 'react-aria';
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

  // A landmark region: F6 (Shift+F6) brings keyboard focus to the toast from anywhere on the page,
  // and F6 again takes it back to where it was (React Aria's landmark manager would wrap around
  // to the toast itself when it is the only landmark registered).
  const ref = useRef<HTMLDivElement>(null);
  const returnTo = useRef<HTMLElement | null>(null);
  const { landmarkProps } = useLandmark({ role: 'region', 'aria-label': 'Notification' }, ref);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const back = (event: Event) => {
      if (!returnTo.current?.isConnected) return;
      event.preventDefault();
      returnTo.current.focus();
    };
    element.addEventListener('react-aria-landmark-navigation', back);
    return () => element.removeEventListener('react-aria-landmark-navigation', back);
  }, []);
  const close = () => {
    // Closing from the keyboard must not drop focus onto the page's body.
    if (ref.current?.contains(document.activeElement) && returnTo.current?.isConnected)
      returnTo.current.focus();
    onDismiss();
  };

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
      {...landmarkProps}
      ref={ref}
      className={`bf-toast bf-toast-${toast.variant}`}
      data-variant={toast.variant}
      data-mode={toast.mode}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget))
          returnTo.current =
            event.relatedTarget instanceof HTMLElement ? event.relatedTarget : null;
        setFocused(true);
      }}
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
        onClick={close}
      >
        <Icon name="close" size={16} color="currentColor" />
      </Button>
    </div>
  );
}

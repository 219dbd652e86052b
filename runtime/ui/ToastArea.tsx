import { useAtom } from 'jotai';
import { useCallback, useEffect, useState } from 'react';
import { loadOnce } from '../render/loadOnce';
import { toastAtom } from '../state/toastAtom';
import type { Toast as ToastComponent } from './Toast';
import './ui.css';

type ToastView = typeof ToastComponent;

let loaded: ToastView | null = null;

/**
 * The toast's code (and React Aria's landmark hook with it) as its own chunk: most pages never
 * show a toast, so it loads with the first one, not before a page is interactive. Tests and
 * stories may call it up front to render toasts at once. A failed chunk may load with the next
 * toast.
 */
export const loadToast: () => Promise<ToastView> = loadOnce(
  () => import('./Toast').then((chunk) => chunk.Toast),
  (toast) => (loaded = toast),
);

/**
 * The shell's toast area. Both live regions stay mounted so screen readers are already watching
 * them when a toast arrives: errors go to the assertive `alert`, the rest to the polite `status`.
 */
export function ToastArea() {
  const [toast, setToast] = useAtom(toastAtom);
  const [Toast, setToastView] = useState<ToastView | null>(() => loaded);
  const [failed, setFailed] = useState(false);
  const id = toast?.id;
  // Clear only the toast that asked: a newer message may have replaced it in the meantime.
  const dismiss = useCallback(
    () => setToast((current) => (current?.id === id ? null : current)),
    [setToast, id],
  );
  useEffect(() => {
    if (!toast || Toast) return;
    let current = true;
    loadToast().then(
      (view) => current && setToastView(() => view),
      () => current && setFailed(true),
    );
    return () => {
      current = false;
    };
  }, [toast, Toast]);
  // Until its code arrives (a few milliseconds) nothing; should it fail to load, the message still
  // reaches the live region as plain text, and goes with the next one.
  const view = !toast ? null : Toast ? (
    <Toast key={toast.id} toast={toast} onDismiss={dismiss} />
  ) : failed ? (
    <p className="bf-toast-message">{toast.message}</p>
  ) : null;
  const isError = toast?.variant === 'error';
  return (
    <div className="bf-toast-area">
      <div role="status" aria-live="polite" aria-atomic="true">
        {isError ? null : view}
      </div>
      <div role="alert" aria-atomic="true">
        {isError ? view : null}
      </div>
    </div>
  );
}

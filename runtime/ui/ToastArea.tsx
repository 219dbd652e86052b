import { useAtom } from 'jotai';
import { useCallback } from 'react';
import { toastAtom } from '../state/toastAtom';
import { Toast } from './Toast';
import './ui.css';

/**
 * The shell's toast area. Both live regions stay mounted so screen readers are already watching
 * them when a toast arrives: errors go to the assertive `alert`, the rest to the polite `status`.
 */
export function ToastArea() {
  const [toast, setToast] = useAtom(toastAtom);
  const id = toast?.id;
  // Clear only the toast that asked: a newer message may have replaced it in the meantime.
  const dismiss = useCallback(
    () => setToast((current) => (current?.id === id ? null : current)),
    [setToast, id],
  );
  const view = toast ? <Toast key={toast.id} toast={toast} onDismiss={dismiss} /> : null;
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

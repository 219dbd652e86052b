import { useSetAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import { createToast } from '../state/showToast';
import { toastAtom, type ToastInput } from '../state/toastAtom';

/**
 * Toasts from components, through whichever jotai store the tree is in (the app's Provider, or a
 * test's own store), where `showToast` always uses the default store.
 */
export function useToast(): { show: (input: ToastInput) => void; dismiss: () => void } {
  const setToast = useSetAtom(toastAtom);
  const show = useCallback(
    // An empty message clears, as in showToast: the spec shows a toast only when a message exists.
    (input: ToastInput) => setToast(input.message === '' ? null : createToast(input)),
    [setToast],
  );
  const dismiss = useCallback(() => setToast(null), [setToast]);
  return useMemo(() => ({ show, dismiss }), [show, dismiss]);
}

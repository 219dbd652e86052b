import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * False on the server and during hydration, true in every client render after (and at once in a
 * page the client renders alone). For what must not be in the server's HTML: markup that needs the
 * browser to be made safe (DOMPurify needs a DOM) or that mounts browser-only machinery (the
 * custom-code sandbox). React re-renders with the client's value right after hydrating, so the
 * first client render matches the server's HTML and no hydration error occurs.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}

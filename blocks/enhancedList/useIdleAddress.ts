import { useCallback, useEffect, useRef } from 'react';

interface Pending {
  query: () => URLSearchParams;
  /** The history entry the write belongs to: its path and the router's key. */
  path: string;
  key: unknown;
  cancel: () => void;
}

const routerKey = (): unknown => (window.history.state as { key?: unknown } | null)?.key ?? null;

/** Runs `task` when the browser is idle after the next frame (Safari has no idle callbacks). */
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: 500 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, 50);
  return () => window.clearTimeout(id);
}

function replaceQuery(params: () => URLSearchParams): void {
  const query = params().toString();
  if (query === window.location.search.replace(/^\?/, '')) return;
  const url = `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`;
  window.history.replaceState(window.history.state, '', url);
}

/**
 * Keeps a list's state in the address bar without a router navigation, and off the path of a
 * filter change: the list owns that state once mounted, and a navigation per keystroke would run
 * the route's loader and re-render the page (300 ms a filter change with 5,000 invoices at 4x
 * slowdown, docs/benchmarks.md). The write itself (`history.replaceState`, about 7 ms at 4x in
 * Chromium) waits until the browser is idle, after the new results are painted; the latest query
 * wins, and the query itself is worked out then. The router's own history state is kept, so back and reload return to the same list. A
 * write still pending when the list unmounts is made then, unless the page has already moved to
 * another history entry (a link followed), which it must not rewrite.
 */
export function useIdleAddress(): (params: () => URLSearchParams) => void {
  const pending = useRef<Pending | null>(null);

  const flush = useCallback(() => {
    const write = pending.current;
    pending.current = null;
    if (write) replaceQuery(write.query);
  }, []);

  useEffect(
    () => () => {
      const write = pending.current;
      if (!write) return;
      write.cancel();
      pending.current = null;
      if (window.location.pathname === write.path && routerKey() === write.key)
        replaceQuery(write.query);
    },
    [],
  );

  return useCallback(
    (query: () => URLSearchParams) => {
      pending.current?.cancel();
      pending.current = {
        query,
        path: window.location.pathname,
        key: routerKey(),
        cancel: whenIdle(flush),
      };
    },
    [flush],
  );
}

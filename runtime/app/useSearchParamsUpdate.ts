import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Changes the page's query parameters: `update` gets the latest ones and returns the next. */
export type SearchParamsUpdate = (update: (current: URLSearchParams) => URLSearchParams) => void;

export interface SearchParamsUpdateOptions {
  /**
   * What a change does to the browser's history: `replace` the entry (the default; the back
   * button leaves the page) or `push` one per change (the back button undoes the last change).
   */
  history?: 'replace' | 'push';
}

/**
 * The page's query parameters, and a change of them that builds on every change made before,
 * even one whose URL write has not landed yet. React Router's functional `setSearchParams` hands
 * its updater the parameters of the last render, so two changes before the next render (a
 * navigation waits for the route's loader) start from the same parameters and the second undoes
 * the first.
 */
export function useSearchParamsUpdate({ history = 'replace' }: SearchParamsUpdateOptions = {}): [
  URLSearchParams,
  SearchParamsUpdate,
] {
  const [params, setParams] = useSearchParams();
  // What the last change wrote, until the router renders it.
  const written = useRef<string | null>(null);
  useEffect(() => {
    if (written.current === params.toString()) written.current = null;
  }, [params]);
  const update = useCallback<SearchParamsUpdate>(
    (change) => {
      const next = change(new URLSearchParams(written.current ?? params));
      written.current = next.toString();
      setParams(next, { replace: history === 'replace' });
    },
    [params, setParams, history],
  );
  return [params, update];
}

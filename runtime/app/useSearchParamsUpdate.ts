import { useCallback, useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

/** Changes the page's query parameters: `update` gets the latest ones and returns the next. */
export type SearchParamsUpdate = (update: (current: URLSearchParams) => URLSearchParams) => void;

/**
 * The page's query parameters, and a change of them (replacing the history entry) that builds on
 * every change made before, even one whose URL write has not landed yet. React Router's
 * functional `setSearchParams` hands its updater the parameters of the last render, so two
 * changes before the next render (a navigation waits for the route's loader) start from the same
 * parameters and the second undoes the first.
 */
export function useSearchParamsUpdate(): [URLSearchParams, SearchParamsUpdate] {
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
      setParams(next, { replace: true });
    },
    [params, setParams],
  );
  return [params, update];
}

import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

function readRecordId(): string | null {
  const value = new URLSearchParams(window.location.search).get('recordId');
  return value && value.trim() !== '' ? value.trim() : null;
}

/**
 * The `recordId` of the page address (/detail/{templateId}?recordId=...). Read from the location
 * rather than the router so the block works wherever it is mounted (stories, tests, integrator
 * pages); in-app navigation re-renders the page, which reads it afresh, and back/forward is
 * followed through popstate.
 */
export function useRecordId(): string | null {
  return useSyncExternalStore(subscribe, readRecordId, () => null);
}

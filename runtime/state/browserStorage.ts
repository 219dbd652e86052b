/**
 * The browser's local or session storage, or null where there is none (server rendering, tests
 * without a DOM) or where reading it throws (storage blocked by privacy settings). Callers then
 * keep working for the page view and only lose what would have been remembered.
 */
export function browserStorage(kind: 'localStorage' | 'sessionStorage'): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window[kind];
  } catch {
    return null;
  }
}

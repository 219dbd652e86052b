/** Spec 000 section 9: the same path reloads at most once per 10 s. */
export const RELOAD_GUARD_MS = 10_000;

/** Session storage key of the last reload time per path: it must survive the reload itself. */
export const RELOAD_GUARD_KEY = 'bf-reload-guard';

function sessionStorageOrNull(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}

function readTimes(storage: Storage | null): Record<string, number> {
  try {
    const value: unknown = JSON.parse(storage?.getItem(RELOAD_GUARD_KEY) ?? '{}');
    return typeof value === 'object' && value !== null ? (value as Record<string, number>) : {};
  } catch {
    return {};
  }
}

/**
 * Whether the path may reload now; when it may, the time is recorded, so a reload that fails the
 * same way again (a stale chunk, a new build still deploying) cannot loop.
 */
export function mayReload(
  path: string,
  now: number = Date.now(),
  storage: Storage | null = sessionStorageOrNull(),
  windowMs: number = RELOAD_GUARD_MS,
): boolean {
  const times = readTimes(storage);
  const last = times[path];
  if (last !== undefined && now - last < windowMs && now >= last) return false;
  times[path] = now;
  try {
    storage?.setItem(RELOAD_GUARD_KEY, JSON.stringify(times));
  } catch {
    // Without storage the guard cannot remember; reloading once more is the lesser harm.
  }
  return true;
}

/** Reloads the page unless this path reloaded within the guard's window. */
export function guardedReload(
  path: string = window.location.pathname,
  reload: () => void = () => window.location.reload(),
): boolean {
  if (!mayReload(path)) return false;
  reload();
  return true;
}

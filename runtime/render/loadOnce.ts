/**
 * Runs `start` once and keeps its promise, forgetting it on failure so a later call retries (a
 * lazy chunk that failed to download may load on a later page); `onLoaded` sees the value first,
 * so a caller can keep it for synchronous reads once loaded.
 */
export function loadOnce<T>(
  start: () => Promise<T>,
  onLoaded: (value: T) => void = () => {},
): () => Promise<T> {
  let pending: Promise<T> | null = null;
  return () =>
    (pending ??= start().then(
      (value) => {
        onLoaded(value);
        return value;
      },
      (error: unknown) => {
        pending = null;
        throw error;
      },
    ));
}

/** Spec 000 section 9: the default debounce. */
export const DEFAULT_DEBOUNCE_MS = 500;

export interface Debounced<Args extends unknown[]> {
  (...args: Args): void;
  /** Drops a pending call. */
  cancel(): void;
  /** Runs a pending call now. */
  flush(): void;
}

/** Calls `run` with the latest arguments once `waitMs` have passed without another call. */
export function debounce<Args extends unknown[]>(
  run: (...args: Args) => void,
  waitMs: number = DEFAULT_DEBOUNCE_MS,
): Debounced<Args> {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let pendingArgs: Args | null = null;

  const fire = (): void => {
    const args = pendingArgs;
    timer = null;
    pendingArgs = null;
    if (args) run(...args);
  };

  const debounced = (...args: Args): void => {
    pendingArgs = args;
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(fire, waitMs);
  };
  debounced.cancel = (): void => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
    pendingArgs = null;
  };
  debounced.flush = (): void => {
    if (timer === null) return;
    clearTimeout(timer);
    fire();
  };
  return debounced;
}

/** Spec 000 section 4: after confirmation by link, try to sign in every 5 s for up to 3 minutes. */
export const AUTO_SIGN_IN_INTERVAL_MS = 5_000;
export const AUTO_SIGN_IN_TIMEOUT_MS = 180_000;

export type AttemptResult = 'signedIn' | 'waiting';

/**
 * Calls `attempt` now and every interval until it reports 'signedIn' or the time is up; resolves
 * true when signed in, false on timeout. An attempt that throws ends the polling with its error.
 */
export async function pollAutoSignIn(
  attempt: () => Promise<AttemptResult>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
  signal?: AbortSignal,
): Promise<boolean> {
  const attempts = AUTO_SIGN_IN_TIMEOUT_MS / AUTO_SIGN_IN_INTERVAL_MS + 1;
  for (let index = 0; index < attempts; index++) {
    if (signal?.aborted) return false;
    if ((await attempt()) === 'signedIn') return true;
    if (index < attempts - 1) await wait(AUTO_SIGN_IN_INTERVAL_MS);
  }
  return false;
}

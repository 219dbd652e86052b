import type { RetryPolicy } from './retryPolicy';

export type Sleep = (ms: number) => Promise<void>;

const realSleep: Sleep = (ms) =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

export interface RetryOptions {
  /** Injected so tests need not wait. */
  sleep?: Sleep;
  /** A cancelled call is not tried again. */
  signal?: AbortSignal;
}

/** Runs `attempt`, trying again while `policy` allows; the last failure is thrown. */
export async function withRetry<Result>(
  attempt: () => Promise<Result>,
  policy: RetryPolicy,
  { sleep = realSleep, signal }: RetryOptions = {},
): Promise<Result> {
  for (let retriesSoFar = 0; ; retriesSoFar += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (signal?.aborted || !policy.shouldRetry(error, retriesSoFar)) throw error;
      if (policy.delayMs > 0) await sleep(policy.delayMs);
      if (signal?.aborted) throw error;
    }
  }
}

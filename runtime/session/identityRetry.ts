/** Spec 000 section 8: the identity client retries up to 3 times. */
export const IDENTITY_MAX_RETRIES = 3;
const RETRY_BASE_MS = 100;
const RETRY_JITTER_MS = 100;
/** Spec 000 section 9: never wait longer than 5 seconds between two attempts. */
const RETRY_MAX_DELAY_MS = 5_000;

const RETRYABLE_STATUS = new Set([429, 500, 502, 503, 504]);
const RETRYABLE_NAMES =
  /^(NetworkError|TimeoutError|AbortError|ThrottlingException|TooManyRequestsException|RequestTimeout|InternalErrorException|ServiceUnavailable)$/;

/** A failed identity call as seen by the retry rule: an HTTP status and/or a thrown error. */
export interface IdentityFailure {
  status?: number;
  error?: unknown;
}

/**
 * Whether an identity call is worth another attempt (spec 000 section 8): network errors, 429,
 * 500/502/503/504, throttling and timeouts; never a 4xx answer about the request itself.
 */
export function isRetryableIdentityFailure(failure: IdentityFailure): boolean {
  if (failure.status !== undefined) return RETRYABLE_STATUS.has(failure.status);
  const error = failure.error;
  // fetch rejects with a TypeError when the network fails.
  if (error instanceof TypeError) return true;
  if (typeof error === 'object' && error !== null) {
    const name = (error as { name?: unknown }).name;
    return typeof name === 'string' && RETRYABLE_NAMES.test(name);
  }
  return false;
}

/** Back-off before retry number `retry` (1-based): 100 ms doubling, plus up to 100 ms jitter. */
export function identityRetryDelay(retry: number, random: () => number = Math.random): number {
  const delay = RETRY_BASE_MS * 2 ** (retry - 1) + Math.floor(random() * RETRY_JITTER_MS);
  return Math.min(delay, RETRY_MAX_DELAY_MS);
}

/** Thrown for a response whose status the caller treats as a failure, so the rule can see it. */
export class IdentityHttpError extends Error {
  override name = 'IdentityHttpError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * Runs an identity call, retrying what isRetryableIdentityFailure allows, at most
 * IDENTITY_MAX_RETRIES times after the first attempt.
 */
export async function withIdentityRetry<Result>(
  call: () => Promise<Result>,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((done) => setTimeout(done, ms)),
): Promise<Result> {
  for (let retry = 0; ; retry++) {
    try {
      return await call();
    } catch (error) {
      const failure: IdentityFailure =
        error instanceof IdentityHttpError ? { status: error.status } : { error };
      if (retry >= IDENTITY_MAX_RETRIES || !isRetryableIdentityFailure(failure)) throw error;
      await wait(identityRetryDelay(retry + 1));
    }
  }
}

import { GatewayError, SessionExpiredError } from './gatewayError';

/** Decides whether a failed attempt is tried again, and after how long. */
export interface RetryPolicy {
  /** `retriesSoFar` is 0 after the first attempt failed. */
  shouldRetry(error: unknown, retriesSoFar: number): boolean;
  delayMs: number;
}

/** Spec 000 section 8: the HTTP statuses a general request is retried on. */
export const RETRYABLE_STATUSES: ReadonlySet<number> = new Set([
  408, 409, 425, 429, 500, 502, 503, 504,
]);
export const GENERAL_MAX_RETRIES = 1;

/**
 * General requests (spec 000 section 8, taken literally): idempotent requests are not retried,
 * non-idempotent ones are retried once when the HTTP answer has a retryable status. This mirrors
 * the spec even though it is the reverse of the usual rule; with one retry at most, a write is
 * never sent more than twice. Results inside a 200 answer are not HTTP failures and are not
 * retried here.
 */
export function generalRetryPolicy(idempotent: boolean): RetryPolicy {
  return {
    delayMs: 0,
    shouldRetry: (error, retriesSoFar) =>
      !idempotent &&
      retriesSoFar < GENERAL_MAX_RETRIES &&
      error instanceof GatewayError &&
      !(error instanceof SessionExpiredError) &&
      error.origin === 'http' &&
      RETRYABLE_STATUSES.has(error.statusCode),
  };
}

/** Spec 001 section 8: the makeCall types that update quote lines. */
export const QUOTE_LINE_UPDATE_TYPES: ReadonlySet<string> = new Set([
  'updateQLI',
  'updateQtyOnQLIs',
]);
/** Spec 001 sections 8 and 9: at most 3 retries, 500 ms apart. */
export const QUOTE_LINE_UPDATE_MAX_RETRIES = 3;
export const QUOTE_LINE_UPDATE_RETRY_DELAY_MS = 500;

/**
 * The CRM could not lock the record ('record currently unavailable', UNABLE_TO_LOCK_ROW). Nothing
 * was written, so trying again cannot duplicate the update.
 */
export function isRowLockError(error: unknown): boolean {
  if (!(error instanceof GatewayError) || error.origin !== 'result') return false;
  return /record currently unavailable|UNABLE_TO_LOCK_ROW/i.test(error.message);
}

export const quoteLineUpdateRetryPolicy: RetryPolicy = {
  delayMs: QUOTE_LINE_UPDATE_RETRY_DELAY_MS,
  shouldRetry: (error, retriesSoFar) =>
    retriesSoFar < QUOTE_LINE_UPDATE_MAX_RETRIES && isRowLockError(error),
};

/** The policy of a makeCall's results (HTTP retries apply underneath, per attempt). */
export function makeCallResultRetryPolicy(type: string): RetryPolicy | null {
  return QUOTE_LINE_UPDATE_TYPES.has(type) ? quoteLineUpdateRetryPolicy : null;
}

/** Where a failure was detected, so policies (retries, toasts) can tell HTTP refusals from results. */
export type GatewayErrorOrigin =
  /** The HTTP response itself was not 2xx (AppSync refusals, throttling, front-door errors). */
  | 'http'
  /** The response carried GraphQL errors (bad document or variables). */
  | 'graphql'
  /** The request never got an answer (offline, DNS, connection reset). */
  | 'network'
  /** An action result `{statusCode, content}` judged a failure (spec 000 section 8). */
  | 'result';

export interface GatewayErrorDetails {
  origin: GatewayErrorOrigin;
  /** The decoded action result when the failure came from one, for callers that need more. */
  result?: unknown;
  cause?: unknown;
}

/**
 * Every failure of a gateway call. `message` is ready to show in a toast (the leading `ERROR: `
 * is already stripped); `statusCode` is the status the gateway or the CRM answered with.
 */
export class GatewayError extends Error {
  override name = 'GatewayError';
  readonly statusCode: number;
  readonly origin: GatewayErrorOrigin;
  readonly result: unknown;

  constructor(statusCode: number, message: string, details: GatewayErrorDetails) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.statusCode = statusCode;
    this.origin = details.origin;
    this.result = details.result;
  }
}

/** Spec 000 section 8: the text shown when the gateway rejects the session. */
export const SESSION_EXPIRED_MESSAGE = 'Session Expired, Please login again';

/**
 * A 401 from the gateway (HTTP 401, or statusCode 401 in a result). Distinct from other failures
 * because it is never retried and never toasted as an error: it starts the session-expired flow.
 */
export class SessionExpiredError extends GatewayError {
  override name = 'SessionExpiredError';

  constructor(details: GatewayErrorDetails) {
    super(401, SESSION_EXPIRED_MESSAGE, details);
  }
}

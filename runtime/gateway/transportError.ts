import { ClientError } from 'graphql-request';
import { GatewayError, SessionExpiredError } from './gatewayError';

/** The text of a request that got no answer (spec 000 section 5 lists it among sign-in messages). */
export const NETWORK_ERROR_MESSAGE = 'Network Error';

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

/** The first GraphQL error message of a response; AppSync's refusals use the same shape. */
function firstErrorMessage(error: ClientError): string | null {
  const message = error.response.errors?.[0]?.message;
  return typeof message === 'string' && message !== '' ? message : null;
}

/**
 * What a failed graphql-request call becomes: HTTP 401 is SessionExpiredError, other statuses and
 * GraphQL errors a GatewayError, a failed fetch a network GatewayError. Cancellations (and errors
 * that are not the transport's) are passed on untouched, so TanStack Query still sees its aborts.
 */
export function toGatewayError(error: unknown): unknown {
  if (isAbort(error)) return error;
  if (error instanceof ClientError) {
    const { status } = error.response;
    if (status === 401) return new SessionExpiredError({ origin: 'http', cause: error });
    const ok = status >= 200 && status < 300;
    const message = firstErrorMessage(error) ?? `HTTP ${status}`;
    return new GatewayError(status, message, { origin: ok ? 'graphql' : 'http', cause: error });
  }
  // fetch rejects with a TypeError when no answer arrives (offline, DNS, connection reset).
  if (error instanceof TypeError) {
    return new GatewayError(0, NETWORK_ERROR_MESSAGE, { origin: 'network', cause: error });
  }
  return error;
}

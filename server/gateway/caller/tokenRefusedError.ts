import { createGraphQLError } from 'graphql-yoga';
import {
  CONFLICTING_TOKENS_MESSAGE,
  SESSION_REJECTED_MESSAGE,
  WRONG_STOREFRONT_MESSAGE,
} from './callerRefusals';
import type { CallerRefusal } from './resolveCaller';

/** The refusals that are about the access token the call carries (all but an unknown domain). */
export type TokenRefusal = Exclude<CallerRefusal, 'unknownStorefront'>;

export function isTokenRefusal(refusal: CallerRefusal): refusal is TokenRefusal {
  return refusal !== 'unknownStorefront';
}

const MESSAGES: Record<TokenRefusal, string> = {
  badToken: SESSION_REJECTED_MESSAGE,
  conflictingTokens: CONFLICTING_TOKENS_MESSAGE,
  wrongStorefront: WRONG_STOREFRONT_MESSAGE,
};

/**
 * A GraphQL field's answer to a call whose access token was refused (stale, revoked, forged, of a
 * disabled user or of another storefront): HTTP 401, as AppSync rejects a bad Cognito token and as
 * spec 000 section 5 asks ("a stale session is rejected by the backend with a 401-style status").
 * The runtime turns any 401 into its session-expired flow; a field error inside a 200 answer
 * ("Not Authorized to access …") would read as an ordinary failure instead, shown as an error
 * toast while the visitor is sent to /login without the "Session Expired" message. A caller
 * without any token keeps the field's "Not Authorized" answer: nobody's session ended.
 */
export function tokenRefusedError(refusal: TokenRefusal) {
  return createGraphQLError(MESSAGES[refusal].replace(/^ERROR: /, ''), {
    extensions: { errorType: 'UnauthorizedException', http: { status: 401 } },
  });
}

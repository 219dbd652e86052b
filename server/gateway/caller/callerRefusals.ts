import type { ActionResult } from '../../shared/contracts';
import { failure } from '../results';
import type { CallerRefusal } from './resolveCaller';

/** Top-level result for a stale or forged token; the runtime turns a 401 into "Session Expired". */
export const SESSION_REJECTED_MESSAGE =
  'ERROR: Unauthorized: the access token is invalid or expired.';
export const SIGN_IN_REQUIRED_MESSAGE = 'ERROR: Unauthorized: sign in to do this.';
export const WRONG_STOREFRONT_MESSAGE =
  'ERROR: Unauthorized: the access token belongs to another storefront.';
export const CONFLICTING_TOKENS_MESSAGE =
  'ERROR: Unauthorized: the call carries two access tokens.';

/** The spec's envelope for each way a call can fail to name its caller. */
export function callerRefusalResult(refusal: CallerRefusal): ActionResult {
  switch (refusal) {
    case 'badToken':
      return failure(401, SESSION_REJECTED_MESSAGE);
    case 'conflictingTokens':
      return failure(401, CONFLICTING_TOKENS_MESSAGE);
    case 'wrongStorefront':
      return failure(401, WRONG_STOREFRONT_MESSAGE);
    case 'unknownStorefront':
      return failure(400, 'ERROR: The call names no storefront (data.domain).');
  }
}

/** 401 for a call that needs a signed-in user. */
export function signInRequiredResult(): ActionResult {
  return failure(401, SIGN_IN_REQUIRED_MESSAGE);
}

/** 403 with the reason: the caller is known but may not do this. Nothing was changed. */
export function forbiddenResult(reason: string): ActionResult {
  return failure(403, `ERROR: Forbidden: ${reason}`);
}

import type { ActionResult } from '../../shared/contracts';
import { failure } from '../results';

export const POOL_UNAVAILABLE_MESSAGE = 'ERROR: The user pool is not available.';

export function poolUnavailableResult(): ActionResult {
  return failure(503, POOL_UNAVAILABLE_MESSAGE);
}

export function missingUsernameResult(): ActionResult {
  return failure(400, 'ERROR: A username is required.');
}

/**
 * A refusal by the pool (UserNotFoundException, UsernameExistsException, InvalidParameterException...)
 * is the caller's problem and is shown as a 400 result with the pool's message; anything else is a
 * crash. Recognised by shape (AWS error types end in `Exception`) so any pool client fits.
 */
export function poolRefusalResult(error: unknown): ActionResult | null {
  if (!(error instanceof Error) || !error.name.endsWith('Exception')) return null;
  const status = (error as Error & { status?: unknown }).status;
  if (typeof status === 'number' && status >= 500) return null;
  return failure(400, `ERROR: ${error.message || error.name}`);
}

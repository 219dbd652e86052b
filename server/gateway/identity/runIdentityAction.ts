import type { IdentityAdmin } from '../../shared/contracts';
import { dispatchAction } from '../actions/actionTable';
import type { ActionOutcome } from '../actions/actionTable';
import { asDataFields } from '../actions/dataFields';
import { unknownActionResult } from '../results';
import { IDENTITY_ACTIONS } from './identityActionTable';
import { poolRefusalResult, poolUnavailableResult } from './identityErrors';

export interface IdentityCall {
  action: string;
  data: unknown;
  username: string | null;
  /** Limits a user list to one account (identityPolicy.ts). */
  accountScope?: string | null;
}

/** Runs one identity action; a refusal by the pool becomes a 400 result, other errors propagate. */
export async function runIdentityAction(
  call: IdentityCall,
  identity: IdentityAdmin | null,
): Promise<ActionOutcome> {
  if (!Object.hasOwn(IDENTITY_ACTIONS, call.action)) return unknownActionResult();
  if (!identity) return poolUnavailableResult();
  const data = asDataFields(call.data) ?? {};
  const username =
    call.username ??
    (typeof data.username === 'string' && data.username !== '' ? data.username : null);
  try {
    return await dispatchAction(IDENTITY_ACTIONS, call.action, {
      data,
      username,
      identity,
      accountScope: call.accountScope ?? null,
    });
  } catch (error) {
    const refusal = poolRefusalResult(error);
    if (refusal) return refusal;
    throw error;
  }
}

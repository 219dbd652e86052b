import { crmError } from '../../handler';
import type { ActionResult } from '../../../shared/contracts';
import type { Caller } from '../../caller';

/** Who a CPQ call acts for: a signed-in contact at an account. Guests are asked to sign in. */
export interface CpqBuyer {
  contactId: string;
  accountId: string;
}

export function cpqBuyerOf(caller: Caller, action: string): CpqBuyer | ActionResult {
  if (caller.kind === 'guest' || !caller.contactId || !caller.accountId)
    return crmError(`Sign in to ${action}.`, 403);
  return { contactId: caller.contactId, accountId: caller.accountId };
}

/** Whether the answer is a refusal rather than a buyer. */
export function isRefusal(value: CpqBuyer | ActionResult): value is ActionResult {
  return 'statusCode' in value;
}

export const QUOTE_NOT_FOUND = 'Quote not found.';

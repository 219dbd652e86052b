import type { ActionResult } from '../../shared/contracts';
import { resolveCaller, type Caller } from '../caller';
import { crmError, type CrmRequest } from '../handler';
import { callerMayUseAccount } from './ownership';

/**
 * The signed-in caller and the account the call acts for, for the account area's own settings
 * (address book, shipping preferences, cards), or the refusal: guests have none (403), and an
 * account the caller may not act for answers as missing (404).
 */
export async function signedInAccount(
  request: CrmRequest,
  what: string,
): Promise<
  { caller: Caller & { contactId: string; accountId: string } } | { refused: ActionResult }
> {
  const caller = await resolveCaller(request);
  if (!caller.contactId || !caller.accountId)
    return { refused: crmError(`Sign in to manage ${what}.`, 403) };
  if (!(await callerMayUseAccount(request.db, caller, caller.accountId)))
    return { refused: crmError('Account not found.', 404) };
  return { caller: caller as Caller & { contactId: string; accountId: string } };
}

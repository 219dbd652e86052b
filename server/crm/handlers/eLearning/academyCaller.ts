import { crmError } from '../../handler';
import type { ActionResult } from '../../../shared/contracts';
import type { Caller } from '../../caller';

/**
 * The contact whose learning a call reads or writes: always the verified caller's own, so
 * progress is per person and no call can name someone else's. Guests have none.
 */
export function learnerOf(caller: Caller, action: string): string | ActionResult {
  if (caller.kind === 'guest' || !caller.contactId) return crmError(`Sign in to ${action}.`, 403);
  return caller.contactId;
}

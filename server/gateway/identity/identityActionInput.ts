import type { IdentityAdmin } from '../../shared/contracts';
import type { DataFields } from '../actions/dataFields';

/** What every identity action receives: the decoded data, the target user and the pool. */
export interface IdentityActionInput {
  data: DataFields;
  /** The user acted on: the operation's `username` argument, else `data.username`. */
  username: string | null;
  identity: IdentityAdmin;
  /** Set for a manager's list: only users of this account are answered. */
  accountScope?: string | null;
}

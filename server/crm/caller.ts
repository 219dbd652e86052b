import { GUEST_USER_TYPE } from '../../schemas/specConstants';
import type { Db } from '../shared/contracts';
import { stringArg, type CrmRequest } from './handler';

export interface Caller {
  userType: string;
  /** The account the call acts for: the query's accId, else makeCall's accountId. */
  accountId: string | null;
  /** The contact: the query's cid, else makeCall's contactId, else the signed-in user's contact. */
  contactId: string | null;
}

async function contactOfUsername(db: Db, username: string): Promise<string | null> {
  const [row] = await db.query<{ id: string }>(
    'SELECT id FROM contacts WHERE lower(username) = lower($1)',
    [username],
  );
  return row?.id ?? null;
}

export async function resolveCaller(request: CrmRequest, db: Db = request.db): Promise<Caller> {
  const { call } = request;
  const userType =
    stringArg(request, 'ut') ?? (call.userType || call.user?.groups[0] || GUEST_USER_TYPE);
  const accountId = stringArg(request, 'accId') ?? (call.accountId || null);
  let contactId = stringArg(request, 'cid', 'contactId') ?? call.contactId ?? null;
  if (!contactId && call.user) contactId = await contactOfUsername(db, call.user.username);
  return { userType, accountId, contactId };
}

import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { addActivity } from '../../records/requestActivity';
import {
  callerName,
  REQUEST_NOT_FOUND,
  requestOf,
  visibleRequest,
} from '../../records/supportRequests';

/**
 * Closes or reopens a request (requestId, action `close` or `reopen`): the customer's two status
 * changes; support moves it between the others. A reopened request goes back to In Progress. The
 * same action twice answers the request unchanged (a retry is harmless).
 */
export const updateRequestStatus: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller, db } = request;
    const requestId = stringArg(request, 'requestId');
    if (!requestId) return crmError('requestId is required.');
    const action = stringArg(request, 'action');
    if (action !== 'close' && action !== 'reopen') return crmError('action: close or reopen.');
    const row = await visibleRequest(db, caller, requestId);
    if (!row) return crmError(REQUEST_NOT_FOUND, 404);
    const from = String(row.status);
    const to = action === 'close' ? 'Closed' : 'In Progress';
    if ((action === 'close') === (from === 'Closed')) return ok(requestOf(row));
    const author = await callerName(db, caller);
    await db.transaction(async (tx) => {
      await tx.query(
        `UPDATE support_requests SET status = $2,
                closed_at = CASE WHEN $2 = 'Closed' THEN now() ELSE NULL END
          WHERE id = $1`,
        [row.id, to],
      );
      await addActivity(tx, String(row.id), {
        kind: 'status',
        authorName: author,
        authorContactId: caller.contactId,
        fromStatus: from,
        toStatus: to,
      });
    });
    return ok(requestOf((await visibleRequest(db, caller, String(row.id)))!));
  },
};

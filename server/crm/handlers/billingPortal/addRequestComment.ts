import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { attachmentIdsOf, checkedBody, claimableFiles } from '../../records/requestInput';
import { addActivity } from '../../records/requestActivity';
import {
  callerName,
  REQUEST_NOT_FOUND,
  requestOf,
  visibleRequest,
} from '../../records/supportRequests';

/**
 * The customer's comment on a request (requestId, bodyHtml saved sanitized, attachmentIds). A
 * closed request takes no comment until it is reopened; a comment on a request waiting on the
 * customer hands it back to support (In Progress), recorded as a status change.
 */
export const addRequestComment: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller, db } = request;
    const requestId = stringArg(request, 'requestId');
    if (!requestId) return crmError('requestId is required.');
    const row = await visibleRequest(db, caller, requestId);
    if (!row) return crmError(REQUEST_NOT_FOUND, 404);
    const attachmentIds = attachmentIdsOf(payloadArg(request, 'attachmentIds'));
    if ('problem' in attachmentIds) return crmError(attachmentIds.problem);
    const hasFiles = attachmentIds.ids.length > 0;
    const rawBody = payloadArg(request, 'bodyHtml');
    // A message of attachments alone needs no text.
    const body =
      hasFiles && (rawBody === undefined || rawBody === '')
        ? null
        : checkedBody('Comment', rawBody);
    if (body && 'problem' in body) return crmError(body.problem);
    if (row.status === 'Closed')
      return crmError('This request is closed. Reopen it to add a comment.', 409);
    const files = await claimableFiles(db, caller, attachmentIds.ids);
    if ('problem' in files) return crmError(files.problem);

    const author = await callerName(db, caller);
    const id = String(row.id);
    await db.transaction(async (tx) => {
      if (body)
        await addActivity(tx, id, {
          kind: 'comment',
          authorName: author,
          authorContactId: caller.contactId,
          bodyHtml: body.html,
        });
      for (const file of files.files) {
        await tx.query('UPDATE support_request_files SET request_id = $1 WHERE id = $2', [
          id,
          file.id,
        ]);
        await addActivity(tx, id, {
          kind: 'attachment',
          authorName: author,
          authorContactId: caller.contactId,
          fileId: file.id,
        });
      }
      if (row.status === 'Waiting on Customer') {
        await tx.query(`UPDATE support_requests SET status = 'In Progress' WHERE id = $1`, [id]);
        await addActivity(tx, id, {
          kind: 'status',
          authorName: author,
          authorContactId: caller.contactId,
          fromStatus: 'Waiting on Customer',
          toStatus: 'In Progress',
        });
      }
    });
    return ok(requestOf((await visibleRequest(db, caller, id))!));
  },
};

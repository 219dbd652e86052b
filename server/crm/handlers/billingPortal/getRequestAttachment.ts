import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { visibleRequestsClause } from '../../records/supportRequests';

/**
 * An attachment's file (attachmentId) from the document store, base64, for the browser to save
 * or preview: only of a request the caller sees, or the caller's own staged upload. Anything else
 * answers like a missing file.
 */
export const getRequestAttachment: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const { caller, db } = request;
    const attachmentId = stringArg(request, 'attachmentId');
    if (!attachmentId) return crmError('attachmentId is required.');
    const params: unknown[] = [attachmentId, caller.contactId];
    const visible = visibleRequestsClause(caller, params);
    const [file] = await db.query<{
      file_name: string;
      content_type: string;
      size: number;
      body: string;
    }>(
      `SELECT f.file_name, f.content_type, f.size, encode(f.body, 'base64') AS body
         FROM support_request_files f
         LEFT JOIN support_requests r ON r.id = f.request_id
        WHERE f.id = $1 AND f.complete
          AND ((r.id IS NOT NULL AND ${visible}) OR (f.request_id IS NULL AND f.contact_id = $2))`,
      params,
    );
    if (!file) return crmError('Attachment not found.', 404);
    return ok({
      fileName: file.file_name,
      contentType: file.content_type,
      size: Number(file.size),
      base64: file.body.replace(/\s+/g, ''),
    });
  },
};

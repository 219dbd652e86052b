import { crmError, ok, stringArg, type CrmHandler } from '../../handler';
import { REQUEST_NOT_FOUND, requestOf, visibleRequest } from '../../records/supportRequests';

/**
 * One request (requestId: its record id or its number, REQ-00077) with its description and its
 * activity in time order: comments of the customer and of support, status changes, attachments.
 * A request the caller may not see answers like a missing one (404).
 */
export const getRequestDetails: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const requestId = stringArg(request, 'requestId', 'recordId', 'id');
    if (!requestId) return crmError('requestId is required.');
    const row = await visibleRequest(request.db, request.caller, requestId);
    if (!row) return crmError(REQUEST_NOT_FOUND, 404);
    const activities = await request.db.query(
      `SELECT a.id, a.kind, a.author_role, a.author_name, a.body_html, a.from_status, a.to_status,
              a.created_at, f.id AS file_id, f.file_name, f.content_type, f.size
         FROM support_request_activities a
         LEFT JOIN support_request_files f ON f.id = a.file_id
        WHERE a.request_id = $1
        ORDER BY a.created_at, a.seq`,
      [row.id],
    );
    return ok({
      ...requestOf(row),
      descriptionHtml: String(row.description_html),
      activities: activities.map((activity) => ({
        id: String(activity.id),
        kind: String(activity.kind),
        authorRole: String(activity.author_role),
        authorName: String(activity.author_name),
        bodyHtml: (activity.body_html as string | null) ?? null,
        fromStatus: (activity.from_status as string | null) ?? null,
        toStatus: (activity.to_status as string | null) ?? null,
        attachment: activity.file_id
          ? {
              id: String(activity.file_id),
              fileName: String(activity.file_name),
              contentType: String(activity.content_type),
              size: Number(activity.size),
            }
          : null,
        createdAt: String(activity.created_at),
      })),
    });
  },
};

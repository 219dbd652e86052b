import { crmError, ok, type CrmHandler } from '../../handler';

/**
 * The contact's notifications, newest first: `notification` holds the notification records and
 * `contactNotification` the contact's own copies (read and seen dates, isRead).
 */
export const getNotifications: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller } = request;
    if (!caller.contactId) return crmError('cid is required.');
    const rows = await request.db.query<Record<string, unknown>>(
      `SELECT n.id, n.title, n.body, n.notification_type, n.target_template_id, n.record_number, n.url, n.created_at,
              cn.id AS contact_notification_id, cn.read_date, cn.seen_date, cn.created_at AS delivered_at
         FROM contact_notifications cn JOIN notifications n ON n.id = cn.notification_id
        WHERE cn.contact_id = $1 AND ($2::text IS NULL OR n.account_id = $2)
        ORDER BY n.created_at DESC, n.id DESC`,
      [caller.contactId, caller.accountId],
    );
    return ok({
      notification: rows.map((row) => ({
        Id: row.id,
        title: row.title,
        body: row.body,
        type: row.notification_type,
        targetTemplatePage: row.target_template_id,
        recordNumber: row.record_number,
        url:
          row.url ??
          (row.target_template_id && row.record_number
            ? `/detail/${String(row.target_template_id)}?recordId=${String(row.record_number)}`
            : null),
        createdDate: row.created_at,
      })),
      contactNotification: rows.map((row) => ({
        Id: row.contact_notification_id,
        notificationId: row.id,
        contactId: caller.contactId,
        readDate: row.read_date,
        seenDate: row.seen_date,
        createdDate: row.delivered_at,
        isRead: row.read_date !== null,
      })),
    });
  },
};

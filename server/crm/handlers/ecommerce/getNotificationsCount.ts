import { crmError, ok, type CrmHandler } from '../../handler';

/** Unread and unseen notifications of the contact (cid) at the account (accId). */
export const getNotificationsCount: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller } = request;
    if (!caller.contactId) return crmError('cid is required.');
    const [row] = await request.db.query<{ unread: number; unseen: number; total: number }>(
      `SELECT count(*) FILTER (WHERE cn.read_date IS NULL) AS unread,
              count(*) FILTER (WHERE cn.seen_date IS NULL) AS unseen,
              count(*) AS total
         FROM contact_notifications cn JOIN notifications n ON n.id = cn.notification_id
        WHERE cn.contact_id = $1 AND ($2::text IS NULL OR n.account_id = $2)`,
      [caller.contactId, caller.accountId],
    );
    return ok({
      count: row?.unseen ?? 0,
      unreadCount: row?.unread ?? 0,
      unseenCount: row?.unseen ?? 0,
      total: row?.total ?? 0,
    });
  },
};

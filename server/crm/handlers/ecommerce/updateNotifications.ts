import { crmError, decodeNested, forbidden, ok, type CrmHandler } from '../../handler';

interface NotificationUpdate {
  id: string;
  isRead: boolean | null;
  isSeen: boolean | null;
}

function parseUpdates(payload: unknown): NotificationUpdate[] {
  const decoded = decodeNested(payload);
  const list = Array.isArray(decoded) ? decoded : [];
  return list.flatMap((entry) => {
    if (typeof entry === 'string') return [{ id: entry, isRead: null, isSeen: true }];
    if (!entry || typeof entry !== 'object') return [];
    const record = entry as Record<string, unknown>;
    const id = record.Id ?? record.id;
    if (typeof id !== 'string') return [];
    const flag = (value: unknown) => (typeof value === 'boolean' ? value : null);
    return [
      {
        id,
        isRead: flag(record.isRead),
        isSeen: flag(record.isSeen) ?? (record.isRead === true ? true : null),
      },
    ];
  });
}

/**
 * Marks contact notifications read or unread and seen ([{ Id, isRead, isSeen }] or a list of ids,
 * which marks them seen). Ids are contact notification ids.
 */
export const updateNotifications: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const updates = parseUpdates(request.payload);
    if (updates.length === 0) return crmError('An array of notifications is required.');
    const contactId = request.caller.contactId;
    if (!contactId) return forbidden('a guest has no notifications.');
    const [foreign] = await request.db.query(
      'SELECT 1 FROM contact_notifications WHERE id = ANY($1::text[]) AND contact_id <> $2 LIMIT 1',
      [updates.map((update) => update.id), contactId],
    );
    if (foreign) return forbidden('these notifications are not yours.');
    const updated = await request.db.transaction(async (tx) => {
      let count = 0;
      for (const update of updates) {
        const rows = await tx.query(
          `UPDATE contact_notifications
              SET read_date = CASE WHEN $2::boolean IS NULL THEN read_date WHEN $2 THEN COALESCE(read_date, now()) ELSE NULL END,
                  seen_date = CASE WHEN $3::boolean IS NULL THEN seen_date WHEN $3 THEN COALESCE(seen_date, now()) ELSE NULL END
            WHERE id = $1 AND contact_id = $4 RETURNING id`,
          [update.id, update.isRead, update.isSeen, contactId],
        );
        count += rows.length;
      }
      return count;
    });
    if (updated === 0) return crmError('Notifications not found.', 404);
    return ok({ updated });
  },
};

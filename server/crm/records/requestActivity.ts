import type { Db } from '../../shared/contracts';
import { nextRecordId } from './recordIds';

/** One activity item a customer adds (support's come from the CRM's own users). */
export interface NewActivity {
  kind: 'comment' | 'status' | 'attachment';
  authorName: string;
  authorContactId: string | null;
  bodyHtml?: string;
  fromStatus?: string;
  toStatus?: string;
  fileId?: string;
}

/** Writes the activity item and marks the request updated; run it in the write's transaction. */
export async function addActivity(db: Db, requestId: string, activity: NewActivity): Promise<void> {
  await db.query(
    `INSERT INTO support_request_activities (id, request_id, kind, author_role, author_name,
            author_contact_id, body_html, from_status, to_status, file_id)
     VALUES ($1, $2, $3, 'customer', $4, $5, $6, $7, $8, $9)`,
    [
      await nextRecordId(db, 'a0A'),
      requestId,
      activity.kind,
      activity.authorName,
      activity.authorContactId,
      activity.bodyHtml ?? null,
      activity.fromStatus ?? null,
      activity.toStatus ?? null,
      activity.fileId ?? null,
    ],
  );
  await db.query('UPDATE support_requests SET updated_at = now() WHERE id = $1', [requestId]);
}

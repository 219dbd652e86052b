import type { Db } from '../../shared/contracts';
import { nextRecordId } from './recordIds';

/** A request's columns as a create writes them (status New). */
export interface NewRequestRow {
  accountId: string;
  contactId: string | null;
  type: string;
  subject: string;
  descriptionHtml: string;
  relatedOrderId?: string | null;
  relatedLabel?: string | null;
  draftId?: string | null;
  webName?: string | null;
  webEmail?: string | null;
  /** A case's priority (issue 19), one of CASE_PRIORITIES. */
  priority?: string | null;
}

/** Writes a new request with the next number (REQ-00077); run it in the create's transaction. */
export async function insertRequest(db: Db, row: NewRequestRow): Promise<string> {
  const id = await nextRecordId(db, '500');
  const [{ n } = { n: 0 }] = await db.query<{ n: number }>(
    "SELECT nextval('support_request_number_seq') AS n",
  );
  await db.query(
    `INSERT INTO support_requests (id, request_number, account_id, contact_id, type, subject,
            status, description_html, related_order_id, related_label, draft_id, web_name, web_email,
            priority)
     VALUES ($1, $2, $3, $4, $5, $6, 'New', $7, $8, $9, $10, $11, $12, $13)`,
    [
      id,
      `REQ-${String(n).padStart(5, '0')}`,
      row.accountId,
      row.contactId,
      row.type,
      row.subject,
      row.descriptionHtml,
      row.relatedOrderId ?? null,
      row.relatedLabel ?? null,
      row.draftId ?? null,
      row.webName ?? null,
      row.webEmail ?? null,
      row.priority ?? null,
    ],
  );
  return id;
}

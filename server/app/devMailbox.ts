import { nextRecordId } from '../crm/records/recordIds';
import type { Db } from '../shared/contracts';
import type { IdentityMail, IdentityMailSink } from '../identity/mail/identityMail';

/** The development mailbox page (dev and test mode only): what users would have been mailed. */
export const DEV_MAILBOX_PATH = '/__dev__/mailbox';
/** The page shows this many of the newest messages. */
const SHOWN_MESSAGES = 100;

/**
 * Records the user pool's mails (invitations, password resets) in dev_mailbox, next to the CRM's
 * order confirmations; tied to the contact with that email when there is one, so the contact's
 * own mailbox (getMailboxMessages) lists it too.
 */
export function identityMailRecorder(db: () => Db | null): IdentityMailSink {
  return async (mail: IdentityMail) => {
    const target = db();
    if (!target) return;
    const [contact] = await target.query<{ id: string; account_id: string }>(
      'SELECT id, account_id FROM contacts WHERE lower(email) = lower($1) ORDER BY id LIMIT 1',
      [mail.to],
    );
    await target.query(
      `INSERT INTO dev_mailbox (id, to_address, to_name, subject, body_text, account_id, contact_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7)`,
      [
        await nextRecordId(target, '02s'),
        mail.to,
        mail.toName,
        mail.subject,
        mail.body,
        contact?.account_id ?? null,
        contact?.id ?? null,
      ],
    );
  };
}

export interface DevMailboxMessage {
  id: string;
  to: string;
  toName: string | null;
  subject: string;
  body: string;
  createdAt: string;
}

/** The newest messages, optionally only those to one address. */
export async function devMailboxMessages(db: Db, to: string | null): Promise<DevMailboxMessage[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, to_address, to_name, subject, body_text, created_at FROM dev_mailbox
      WHERE $1::text IS NULL OR lower(to_address) = lower($1)
      ORDER BY created_at DESC, id DESC LIMIT ${SHOWN_MESSAGES}`,
    [to],
  );
  return rows.map((row) => ({
    id: String(row.id),
    to: String(row.to_address),
    toName: typeof row.to_name === 'string' ? row.to_name : null,
    subject: String(row.subject),
    body: String(row.body_text),
    createdAt: new Date(String(row.created_at)).toISOString(),
  }));
}

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  );

/** The page: one article per message, newest first; plain HTML with no script or inline style. */
export function devMailboxHtml(messages: DevMailboxMessage[], to: string | null): string {
  const items = messages
    .map(
      (m) => `<article aria-labelledby="m-${escapeHtml(m.id)}">
<h2 id="m-${escapeHtml(m.id)}">${escapeHtml(m.subject)}</h2>
<p>To: ${escapeHtml(m.toName ? `${m.toName} <${m.to}>` : m.to)} · <time datetime="${m.createdAt}">${m.createdAt}</time></p>
<pre>${escapeHtml(m.body)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Development mailbox</title></head>
<body><main>
<h1>Development mailbox</h1>
<p>What the local stack would have mailed (invitations, password resets, order confirmations). Dev and test mode only.</p>
<form method="get"><label>Recipient <input type="email" name="to" value="${escapeHtml(to ?? '')}"></label> <button type="submit">Show</button></form>
${items || '<p>No messages.</p>'}
</main></body></html>`;
}

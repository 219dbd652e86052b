import { resolveCaller } from '../../caller';
import { crmError, ok, type CrmHandler } from '../../handler';

/**
 * The development mailbox of the signed-in user (the account area's "Mailbox" in local and test
 * environments): the messages the product would have mailed to their contact's address, newest
 * first. No mail leaves the local stack.
 */
export const getMailboxMessages: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const caller = await resolveCaller(request);
    if (!caller.contactId) return crmError('Sign in to read your mailbox.', 403);
    const rows = await request.db.query(
      `SELECT m.id AS "id", m.to_address AS "to", m.to_name AS "toName", m.subject AS "subject",
              m.body_text AS "body", m.order_id AS "orderId", m.created_at AS "createdAt"
         FROM dev_mailbox m JOIN contacts c ON lower(c.email) = lower(m.to_address)
        WHERE c.id = $1 ORDER BY m.created_at DESC, m.id DESC LIMIT 50`,
      [caller.contactId],
    );
    return ok(rows);
  },
};

import { crmError, forbidden, ok, stringArg, type CrmHandler } from '../../handler';
import { nextRecordId } from '../../records/recordIds';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The contact for a new portal user (accId, fn, ln, email): the account's existing contact with
 * that email, or a new one. Only a manager, for their own account. "Create user" aborts when this gives no contactId.
 */
export const contactInSF: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const accountId = stringArg(request, 'accId');
    const firstName = stringArg(request, 'fn');
    const lastName = stringArg(request, 'ln');
    const email = stringArg(request, 'email');
    if (!accountId || !firstName || !lastName || !email)
      return crmError('accId, fn, ln and email are required.');
    if (!EMAIL.test(email)) return crmError(`Invalid email address ${email}.`);
    // Contacts for new portal users are a manager's to create, in the manager's own account.
    if (!request.caller.isManager || accountId !== request.caller.homeAccountId)
      return forbidden('only a manager may add contacts, to their own account.');
    const contactId = await request.db.transaction(async (tx) => {
      const [account] = await tx.query('SELECT 1 FROM accounts WHERE id = $1', [accountId]);
      if (!account) return null;
      const [existing] = await tx.query<{ id: string }>(
        'SELECT id FROM contacts WHERE account_id = $1 AND lower(email) = lower($2)',
        [accountId, email],
      );
      if (existing) return existing.id;
      const id = await nextRecordId(tx, '003');
      await tx.query(
        `INSERT INTO contacts (id, account_id, first_name, last_name, email, aws_status) VALUES ($1, $2, $3, $4, $5, 'Active')`,
        [id, accountId, firstName, lastName, email],
      );
      return id;
    });
    if (!contactId) return crmError(`Account ${accountId} not found.`, 404);
    return ok({ contactId });
  },
};

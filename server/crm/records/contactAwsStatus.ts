import { crmError, forbidden, ok, stringArg, type CrmHandler } from '../handler';

/** A sync type (cid) that mirrors the user pool's user state on the contact. */
export function contactAwsStatusSync(status: 'Active' | 'Inactive'): CrmHandler {
  return {
    method: 'ANY',
    cidNamesTarget: true,
    async handle(request) {
      const contactId = stringArg(request, 'cid');
      if (!contactId) return crmError('cid is required.');
      const { caller } = request;
      // A manager's sync after changing one of their own account's users, never anyone else's.
      if (!caller.isManager || !caller.homeAccountId)
        return forbidden('only a manager may change a user of their account.');
      const rows = await request.db.transaction((tx) =>
        tx.query(
          'UPDATE contacts SET aws_status = $2 WHERE id = $1 AND account_id = $3 RETURNING id',
          [contactId, status, caller.homeAccountId],
        ),
      );
      if (rows.length === 0) {
        const [exists] = await request.db.query('SELECT 1 FROM contacts WHERE id = $1', [
          contactId,
        ]);
        return exists
          ? forbidden('this contact is not in your account.')
          : crmError(`Contact ${contactId} not found.`, 404);
      }
      return ok({ contactId, awsStatus: status });
    },
  };
}

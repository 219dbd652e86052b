import { crmError, ok, stringArg, type CrmHandler } from '../handler';

/** A sync type (cid) that mirrors the user pool's user state on the contact. */
export function contactAwsStatusSync(status: 'Active' | 'Inactive'): CrmHandler {
  return {
    method: 'ANY',
    async handle(request) {
      const contactId = stringArg(request, 'cid');
      if (!contactId) return crmError('cid is required.');
      const rows = await request.db.transaction((tx) =>
        tx.query('UPDATE contacts SET aws_status = $2 WHERE id = $1 RETURNING id', [
          contactId,
          status,
        ]),
      );
      if (rows.length === 0) return crmError(`Contact ${contactId} not found.`, 404);
      return ok({ contactId, awsStatus: status });
    },
  };
}

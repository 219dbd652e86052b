import { crmError, forbidden, ok, stringArg, type CrmHandler } from '../../handler';

/**
 * Links a contact to its new user pool user (cid, awsUserId), the last step of "create user"
 * (spec 001 section 7). Only a manager, for a contact of their own account.
 */
export const updateContactInSF: CrmHandler = {
  method: 'ANY',
  cidNamesTarget: true,
  async handle(request) {
    const contactId = stringArg(request, 'cid');
    const awsUserId = stringArg(request, 'awsUserId');
    if (!contactId || !awsUserId) return crmError('cid and awsUserId are required.');
    const { caller } = request;
    if (!caller.isManager || !caller.homeAccountId)
      return forbidden('only a manager may link a user to a contact of their account.');
    const rows = await request.db.transaction((tx) =>
      tx.query(
        `UPDATE contacts SET aws_user_id = $2, aws_status = 'Active'
          WHERE id = $1 AND account_id = $3 RETURNING id`,
        [contactId, awsUserId, caller.homeAccountId],
      ),
    );
    if (rows.length === 0) {
      const [exists] = await request.db.query('SELECT 1 FROM contacts WHERE id = $1', [contactId]);
      return exists
        ? forbidden('this contact is not in your account.')
        : crmError(`Contact ${contactId} not found.`, 404);
    }
    return ok({ contactId, awsUserId });
  },
};

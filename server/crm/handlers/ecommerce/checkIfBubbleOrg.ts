import { crmError, ok, type CrmHandler } from '../../handler';
import { callerMayUseAccount } from '../../records/ownership';

/**
 * Whether the organisation the call acts for handles its cases at its own service desk (spec 001
 * section 7, GET; reading in docs/decisions.md, "Knowledge base and cases"). Answers
 * `{isBubbleOrg, accountId, accountName, serviceDesk: {name, email, phone, url, hours} | null}`;
 * when true, cases go to that desk and the storefront opens none with Cellaris support.
 */
export const checkIfBubbleOrg: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller, db } = request;
    if (caller.kind === 'guest' || !caller.accountId)
      return crmError('Sign in to open a support case.', 401);
    if (!(await callerMayUseAccount(db, caller, caller.accountId)))
      return crmError('Account not found.', 404);
    const [row] = await db.query<Record<string, string | null>>(
      `SELECT a.id, a.name, d.desk_name, d.email, d.phone, d.portal_url, d.hours
         FROM accounts a LEFT JOIN account_service_desks d ON d.account_id = a.id
        WHERE a.id = $1`,
      [caller.accountId],
    );
    if (!row) return crmError('Account not found.', 404);
    return ok({
      isBubbleOrg: row.desk_name !== null,
      accountId: row.id,
      accountName: row.name,
      serviceDesk:
        row.desk_name === null
          ? null
          : {
              name: row.desk_name,
              email: row.email,
              phone: row.phone,
              url: row.portal_url,
              hours: row.hours,
            },
    });
  },
};

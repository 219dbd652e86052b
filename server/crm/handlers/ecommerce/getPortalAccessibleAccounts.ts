import { ok, type CrmHandler } from '../../handler';

/** Spec 001 section 3: accounts of the installed-base context are listed only in that mode. */
export const INSTALLED_BASE_CONTEXT = 'IB';

type AccessibleRow = {
  id: string;
  related_account_id: string;
  related_account_name: string;
  account_number: string | null;
  billing_city: string | null;
  billing_country: string | null;
  is_master: boolean;
  portal_context: string;
  is_indirect_buyer: boolean;
  through_id: string | null;
  through_name: string | null;
};

/**
 * The caller's portal accessible accounts (spec 001 section 3): the related account's id and name,
 * whether it is the master account, its portal context and whether the caller acts for it as an
 * indirect buyer, with the account's details (number, city, country and its own related account,
 * the distributor an indirect buyer buys through). Only the verified caller's own contact is read;
 * accounts of the installed-base context (IB) come only when `isInstalledBase=true`. Guests and
 * users without a contact have none. Master first, then by name.
 */
export const getPortalAccessibleAccounts: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller } = request;
    if (!caller.contactId) return ok([]);
    const installedBase = request.query.get('isInstalledBase') === 'true';
    const rows = await request.db.query<AccessibleRow>(
      `SELECT paa.id, paa.related_account_id, a.name AS related_account_name, a.account_number,
              a.billing_city, a.billing_country, paa.is_master, paa.portal_context,
              paa.is_indirect_buyer, t.id AS through_id, t.name AS through_name
         FROM portal_accessible_accounts paa
         JOIN accounts a ON a.id = paa.related_account_id
         LEFT JOIN accounts t ON t.id = a.related_account_id
        WHERE paa.contact_id = $1 AND ($2::boolean OR paa.portal_context <> $3)
        ORDER BY paa.is_master DESC, a.name, paa.portal_context`,
      [caller.contactId, installedBase, INSTALLED_BASE_CONTEXT],
    );
    return ok(
      rows.map((row) => ({
        Id: row.id,
        RelatedAccountId: row.related_account_id,
        RelatedAccountName: row.related_account_name,
        IsMaster: row.is_master,
        PortalContext: row.portal_context,
        IsIndirectBuyer: row.is_indirect_buyer,
        details: {
          AccountNumber: row.account_number,
          BillingCity: row.billing_city,
          BillingCountry: row.billing_country,
          Related_Account: row.through_id ? { Id: row.through_id, Name: row.through_name } : null,
        },
      })),
    );
  },
};

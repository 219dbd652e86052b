import { ok, type CrmHandler } from '../../handler';

/**
 * The organisation's active storefronts with the caller's active storefront info (accountId,
 * userType, contactId); the storefront of the call's domain comes first and is marked current.
 */
export const getActiveStorefronts: CrmHandler = {
  method: 'GET',
  async handle(request) {
    const { caller } = request;
    const rows = await request.db.query<{
      storefront_id: string;
      name: string;
      domain: string;
      guest_account_id: string | null;
    }>(
      `SELECT s.storefront_id, s.name, s.domain, s.guest_account_id
         FROM storefronts s
        WHERE s.active AND s.organization_id IN (SELECT organization_id FROM storefronts WHERE lower(domain) = lower($1))
        ORDER BY (lower(s.domain) = lower($1)) DESC, s.created_at, s.storefront_id`,
      [request.call.domain],
    );
    return ok(
      rows.map((row) => ({
        storefrontId: row.storefront_id,
        storefrontName: row.name,
        domain: row.domain,
        isCurrent: row.domain.toLowerCase() === request.call.domain.toLowerCase(),
        accountId: caller.accountId ?? row.guest_account_id,
        userType: caller.userType,
        contactId: caller.contactId,
      })),
    );
  },
};

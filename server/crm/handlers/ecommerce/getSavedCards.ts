import { resolveCaller } from '../../caller';
import { ok, type CrmHandler } from '../../handler';
import { callerMayUseAccount } from '../../records/ownership';
import type { SavedCard } from '../../../../schemas/checkout/checkoutCalls';
import { isCardExpired } from '../../../../schemas/payment/cardExpiry';

/**
 * The caller's saved cards at the account the call acts for (tokens of the hosted payment page;
 * no card number is stored): brand, last four digits, expiry, whether it has expired.
 */
export const getSavedCards: CrmHandler = {
  method: 'ANY',
  async handle(request) {
    const caller = await resolveCaller(request);
    if (!caller.contactId || !caller.accountId) return ok([]);
    if (!(await callerMayUseAccount(request.db, caller, caller.accountId))) return ok([]);
    const rows = await request.db.query<{
      token: string;
      brand: string;
      last4: string;
      expiry: string;
      holder_name: string | null;
      is_default: boolean;
    }>(
      `SELECT token, brand, last4, expiry, holder_name, is_default FROM saved_cards
        WHERE account_id = $1 AND (contact_id IS NULL OR contact_id = $2)
        ORDER BY is_default DESC, created_at DESC`,
      [caller.accountId, caller.contactId],
    );
    const now = new Date();
    return ok(
      rows.map((row) => {
        const expired = isCardExpired(row.expiry, now);
        return {
          token: row.token,
          brand: row.brand,
          last4: row.last4,
          expiry: row.expiry,
          holderName: row.holder_name,
          isDefault: row.is_default,
          isExpired: expired,
        } satisfies SavedCard;
      }),
    );
  },
};

import type { CarrierAccount } from '../../../schemas/address/accountBillingCalls';
import type { Db } from '../../shared/contracts';

/** The account's preferred services (carriers' order) and its default, from one read. */
export async function accountShippingPreferences(
  db: Db,
  accountId: string,
): Promise<{ preferredServiceIds: string[]; defaultServiceId: string | null }> {
  const rows = await db.query<{ service_id: string; is_default: boolean }>(
    `SELECT p.service_id, p.is_default
       FROM account_shipping_preferences p
       JOIN shipping_services s ON s.id = p.service_id AND s.active
       JOIN shipping_carriers c ON c.code = s.carrier_code
      WHERE p.account_id = $1 ORDER BY c.sort_order, s.sort_order`,
    [accountId],
  );
  return {
    preferredServiceIds: rows.map((row) => row.service_id),
    defaultServiceId: rows.find((row) => row.is_default)?.service_id ?? null,
  };
}

/** The account's own carrier account numbers, in the carriers' order. */
export function accountCarrierAccounts(db: Db, accountId: string): Promise<CarrierAccount[]> {
  return db.query<CarrierAccount & Record<string, unknown>>(
    `SELECT a.carrier_code AS "carrierCode", c.name AS "carrierName", a.account_number AS "accountNumber"
       FROM account_carrier_accounts a JOIN shipping_carriers c ON c.code = a.carrier_code
      WHERE a.account_id = $1 ORDER BY c.sort_order`,
    [accountId],
  );
}

import type { Db } from '../../shared/contracts';

/** An account's contract discounts: family -> percent ('' for every family). */
export type ContractDiscounts = ReadonlyMap<string, number>;

/** The account's contract price book (contract_price_rules); empty for guests and accounts without one. */
export async function contractDiscounts(
  db: Db,
  accountId: string | null,
): Promise<ContractDiscounts> {
  if (!accountId) return new Map();
  const rows = await db.query<{ item_group: string; discount_percent: string | number }>(
    'SELECT item_group, discount_percent FROM contract_price_rules WHERE account_id = $1',
    [accountId],
  );
  return new Map(rows.map((row) => [row.item_group, Number(row.discount_percent)]));
}

/**
 * The account's price of an item of `group` at `listPrice`: the family's discount, else the
 * book's discount on every family, rounded to the cent; null when the book gives none.
 */
export function contractPrice(
  discounts: ContractDiscounts,
  group: string,
  listPrice: number,
): number | null {
  const percent = discounts.get(group) ?? discounts.get('');
  if (!percent || !Number.isFinite(listPrice) || listPrice <= 0) return null;
  return Math.round(listPrice * (100 - percent)) / 100;
}

/**
 * A catalogue answer's price fields for the account: `price` is what the account pays and
 * `listPrice` the list price when a contract lowers it (else only `price`, the list price).
 */
export function accountPriceFields(
  discounts: ContractDiscounts,
  group: string,
  listPrice: unknown,
): { price: unknown; listPrice?: number } {
  const list = Number(listPrice);
  const contract = contractPrice(discounts, group, list);
  return contract !== null && contract < list
    ? { price: contract, listPrice: list }
    : { price: listPrice };
}

import type { Db } from '../../shared/contracts';

/** One tier of a contract price book: `percent` off the list price from `minQty` units of a line. */
export interface ContractTier {
  minQty: number;
  percent: number;
}

/** An account's contract price book: family -> its tiers by ascending minQty ('' for every family). */
export type ContractPriceBook = ReadonlyMap<string, readonly ContractTier[]>;

/** A price of a product for a range of quantities (maxQty null: and above). */
export interface PriceTier {
  minQty: number;
  maxQty: number | null;
  price: number;
}

/** The account's contract price book (contract_price_rules); empty for guests and accounts without one. */
export async function contractPriceBook(
  db: Db,
  accountId: string | null,
): Promise<ContractPriceBook> {
  if (!accountId) return new Map();
  const rows = await db.query<{
    item_group: string;
    min_qty: number;
    discount_percent: string | number;
  }>(
    `SELECT item_group, min_qty, discount_percent FROM contract_price_rules
      WHERE account_id = $1 ORDER BY item_group, min_qty`,
    [accountId],
  );
  const book = new Map<string, ContractTier[]>();
  for (const row of rows) {
    const tiers = book.get(row.item_group) ?? [];
    tiers.push({ minQty: Number(row.min_qty), percent: Number(row.discount_percent) });
    book.set(row.item_group, tiers);
  }
  return book;
}

/**
 * The tiers that price a family: its own when the book names it, else the book's tiers for every
 * family. A family's tiers replace the general ones entirely (a family negotiated on its own).
 */
export function familyTiers(book: ContractPriceBook, group: string): readonly ContractTier[] {
  return book.get(group) ?? book.get('') ?? [];
}

/** The discount for `qty` units: the tier with the highest minQty not above qty; 0 when none applies. */
export function contractPercent(book: ContractPriceBook, group: string, qty: number): number {
  let percent = 0;
  for (const tier of familyTiers(book, group)) if (tier.minQty <= qty) percent = tier.percent;
  return percent;
}

const cents = (value: number) => Math.round(value * 100) / 100;

/**
 * The account's unit price of an item of `group` at `listPrice` for `qty` units, rounded to the
 * cent; null when the book gives no discount at that quantity.
 */
export function contractPrice(
  book: ContractPriceBook,
  group: string,
  listPrice: number,
  qty = 1,
): number | null {
  const percent = contractPercent(book, group, qty);
  if (!percent || !Number.isFinite(listPrice) || listPrice <= 0) return null;
  return cents((listPrice * (100 - percent)) / 100);
}

/** The unit price a line of `qty` units pays: the contract price, else the list price. */
export function bookUnitPrice(
  book: ContractPriceBook,
  group: string,
  listPrice: number,
  qty: number,
): number {
  return contractPrice(book, group, listPrice, qty) ?? listPrice;
}

/**
 * The product's price per quantity range for the account: one entry per tier of its family, the
 * first from 1 unit (the list price when the book's first tier starts higher). Empty when the
 * book gives the family nothing, so a guest sees no tiers.
 */
export function contractPriceTiers(
  book: ContractPriceBook,
  group: string,
  listPrice: number,
): PriceTier[] {
  const tiers = familyTiers(book, group);
  if (tiers.length === 0 || !Number.isFinite(listPrice) || listPrice <= 0) return [];
  const starts = [...new Set([1, ...tiers.map((tier) => tier.minQty)])].sort((a, b) => a - b);
  return starts.map((minQty, index) => ({
    minQty,
    maxQty: index + 1 < starts.length ? starts[index + 1]! - 1 : null,
    price: bookUnitPrice(book, group, listPrice, minQty),
  }));
}

/**
 * A catalogue answer's price fields for the account (one unit): `price` is what the account pays
 * and `listPrice` the list price when a contract lowers it (else only `price`, the list price).
 */
export function accountPriceFields(
  book: ContractPriceBook,
  group: string,
  listPrice: unknown,
): { price: unknown; listPrice?: number } {
  const list = Number(listPrice);
  const contract = contractPrice(book, group, list);
  return contract !== null && contract < list
    ? { price: contract, listPrice: list }
    : { price: listPrice };
}

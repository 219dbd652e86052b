import { DEMO_ACCOUNTS } from '../../shared/demo';

/** A family's tiers: minimum quantity of a line -> percent off the list price. */
type Tiers = Record<number, number>;

/**
 * The demo accounts' contract price books (contract_price_rules), tiered by the quantity of a
 * line: a base discount on everything and deeper ones on the families each customer buys most
 * (Northgate: antibodies and dyes; Northgate Clinical Genomics: library prep and panels, bought
 * in fewer units, so their tiers start lower). Every tier deepens the one below it, and a family's
 * tiers are at least the base book's at each quantity. Guests and accounts without a row pay list
 * prices.
 */
export function contractPriceRows(): Record<string, unknown>[] {
  const book = (accountId: string, families: Record<string, Tiers>) =>
    Object.entries(families).flatMap(([item_group, tiers]) =>
      Object.entries(tiers).map(([minQty, discount_percent]) => ({
        account_id: accountId,
        item_group,
        min_qty: Number(minQty),
        discount_percent,
      })),
    );
  return [
    ...book(DEMO_ACCOUNTS.main.id, {
      '': { 1: 5, 10: 8, 50: 10 },
      Antibodies: { 1: 18, 10: 22, 50: 26 },
      'Viability Dyes': { 1: 12, 10: 15, 50: 18 },
      'Buffers & Reagents': { 1: 10, 10: 12, 50: 15 },
      Beads: { 1: 10, 10: 12, 50: 15 },
    }),
    ...book(DEMO_ACCOUNTS.related.id, {
      '': { 1: 5, 10: 7, 50: 9 },
      'Library Prep Kits': { 1: 15, 5: 18, 20: 20 },
      'NGS Panels': { 1: 12, 5: 14, 20: 16 },
      'Sequencing Reagents': { 1: 10, 10: 13, 50: 16 },
    }),
    ...book(DEMO_ACCOUNTS.indirectBuyer.id, { '': { 1: 8, 10: 10, 50: 12 } }),
    // Instruments are bought one at a time: a single tier.
    ...book(DEMO_ACCOUNTS.sso.id, { '': { 1: 7.5, 10: 10, 50: 12.5 }, Instruments: { 1: 4 } }),
  ];
}

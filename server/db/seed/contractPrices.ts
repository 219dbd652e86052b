import { DEMO_ACCOUNTS } from '../../shared/demo';

/**
 * The demo accounts' contract price books (contract_price_rules): a base discount on everything
 * and deeper ones on the families each customer buys most (Northgate: antibodies and dyes;
 * Northgate Clinical Genomics: library prep and panels). Guests and accounts without a row pay
 * list prices.
 */
export function contractPriceRows(): Record<string, unknown>[] {
  const book = (accountId: string, rules: Record<string, number>) =>
    Object.entries(rules).map(([item_group, discount_percent]) => ({
      account_id: accountId,
      item_group,
      discount_percent,
    }));
  return [
    ...book(DEMO_ACCOUNTS.main.id, {
      '': 5,
      Antibodies: 18,
      'Viability Dyes': 12,
      'Buffers & Reagents': 10,
      Beads: 10,
    }),
    ...book(DEMO_ACCOUNTS.related.id, {
      '': 5,
      'Library Prep Kits': 15,
      'NGS Panels': 12,
      'Sequencing Reagents': 10,
    }),
    ...book(DEMO_ACCOUNTS.indirectBuyer.id, { '': 8 }),
    ...book(DEMO_ACCOUNTS.sso.id, { '': 7.5, Instruments: 4 }),
  ];
}

import type { Migrations } from '../../../runtime/index';

/**
 * Stored configurations of the stock badge come in two versions. Version 1 was
 * `{ sku, text, inStock }`; version 2 (stockBadge.schema.json) is `{ sku, label, status, ... }`.
 * The renderer runs `1` on every block stored at version 1 before it validates, so pages saved
 * before the change keep working and nobody has to rewrite them. Each step returns a new object.
 */
export const STOCK_BADGE_MIGRATIONS: Migrations = {
  1: (configuration) => {
    const { text, inStock, ...rest } = configuration;
    return {
      ...rest,
      label: text,
      status: inStock === false ? 'backorder' : 'inStock',
    };
  },
};

import type * as ReactNamespace from 'react';
import type { BlockDefinition } from '../../../runtime/index';
import { compiledSchema, type StockBadgeBlockData } from './generated/stockBadge';
import { STOCK_BADGE_MIGRATIONS } from './migrations';
import { createStockBadge } from './StockBadge';

/**
 * The stock badge's definition, ready for `registerBlock`. Typed by the schema's data type
 * (`BlockDefinition<StockBadgeBlockData>`): a component whose props disagree with the schema's
 * configuration does not compile. The validator is the ajv standalone output of
 * stockBadge.schema.json (build.ts), bundled into the module: no ajv in the browser.
 */
export function stockBadgeBlock(
  React: typeof ReactNamespace,
): BlockDefinition<StockBadgeBlockData> {
  const StockBadge = createStockBadge(React);
  return {
    componentName: 'stockBadge',
    schema: compiledSchema,
    load: async () => ({ default: StockBadge }),
    migrations: STOCK_BADGE_MIGRATIONS,
    skeletonHeight: '56px',
  };
}

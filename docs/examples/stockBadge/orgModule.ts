/**
 * The stock badge's organisation module entry: build.ts bundles this file into one ES module,
 * server/app/org-static/org-cellaris/stock-badge.js, which the organisation's org.js imports at
 * run time. It imports nothing from the storefront's bundle; everything arrives in `api`.
 */
import type { IntegratorApi } from '../../../runtime/index';
import { stockBadgeBlock } from './stockBadgeBlock';

export default function register({ registerBlock, React }: IntegratorApi): void {
  registerBlock(stockBadgeBlock(React));
}

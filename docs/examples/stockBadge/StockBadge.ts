import type * as ReactNamespace from 'react';
import type { BlockProps } from '../../../runtime/index';
import type { StockBadgeConfiguration } from './generated/stockBadge';

/** The words each status shows, so the badge never relies on colour alone. */
export const STATUS_TEXT: Record<StockBadgeConfiguration['status'], string> = {
  inStock: 'In stock, ships today',
  lowStock: 'Low stock, order soon',
  backorder: 'On backorder',
};

const STATUS_COLOR: Record<StockBadgeConfiguration['status'], string> = {
  inStock: '#14532D',
  lowStock: '#78350F',
  backorder: '#7F1D1D',
};

/** The props the renderer gives the block: its configuration as stockBadge.schema.json types it. */
export type StockBadgeProps = BlockProps<StockBadgeConfiguration, unknown>;

/**
 * The stock badge component, made with the React the runtime hands the organisation module
 * (`IntegratorApi.React`): the module then bundles no React of its own, and hooks would work.
 * Styles are React style properties, which the storefront's CSP allows (no `<style>` element).
 */
export function createStockBadge(React: typeof ReactNamespace) {
  const h = React.createElement;
  return function StockBadge({ configuration }: StockBadgeProps) {
    const { sku, label, status, leadTimeDays, tone = 'subtle' } = configuration;
    const color = STATUS_COLOR[status];
    const bold = tone === 'bold';
    const statusText =
      status === 'backorder' && leadTimeDays
        ? `${STATUS_TEXT.backorder}, ships in ${leadTimeDays} ${leadTimeDays === 1 ? 'day' : 'days'}`
        : STATUS_TEXT[status];
    return h(
      'p',
      {
        className: 'stock-badge',
        'data-status': status,
        style: {
          display: 'inline-flex',
          flexWrap: 'wrap',
          gap: '8px',
          margin: '16px 24px',
          padding: '6px 12px',
          borderRadius: '999px',
          border: `2px solid ${color}`,
          color: bold ? '#FFFFFF' : color,
          background: bold ? color : '#FFFFFF',
          fontWeight: 600,
        },
      },
      h('span', null, label),
      h('span', { 'aria-hidden': true }, '·'),
      h('span', null, statusText),
      h('span', { style: { fontWeight: 400 } }, `SKU ${sku}`),
    );
  };
}

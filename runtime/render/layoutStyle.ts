import type { BlockLayout } from '../../schemas/generated/layoutSettings';
import type { BlockIssue } from './blockIssue';
import { parseColumnSize } from './columnSize';
import { toCssLength } from './cssLength';
import { responsiveColumns } from './responsiveColumns';
import type { StyleMap } from './styleMap';

const PADDING_SIDES = ['Top', 'Right', 'Bottom', 'Left'] as const;

/**
 * The layout part of a block's layout settings as custom properties on the block wrapper:
 * `--bf-block-padding-{top,right,bottom,left}`, `--bf-block-gap`, `--bf-block-column-count` and
 * `--bf-block-columns-{desktop,tablet,mobile}` (grid-template-columns in fr units).
 * blockLayout.css turns them into padding and picks the columns for the viewport; a block that lays
 * out items in columns uses `grid-template-columns: var(--bf-block-columns)` and
 * `gap: var(--bf-block-gap)`. Custom properties rather than plain padding because the mobile rule
 * narrows horizontal padding in a media query, which an inline padding would override.
 * Every property is always set (0px, one column by default) so a nested block never inherits its
 * parent's values.
 */
export function layoutStyle(layout: BlockLayout | undefined): {
  style: StyleMap;
  issues: BlockIssue[];
} {
  const issues: BlockIssue[] = [];
  const style: StyleMap = {};
  for (const side of PADDING_SIDES) {
    const field = `padding${side}` as const;
    style[`--bf-block-padding-${side.toLowerCase()}`] = length(layout?.[field], field, issues);
  }
  style['--bf-block-gap'] = length(layout?.gap, 'gap', issues);

  const columns = parseColumnSize(layout?.columnSize, layout?.columns);
  const weights = columns.ok ? columns.weights : [1];
  if (!columns.ok)
    issues.push({ path: '/layoutSettings/layout/columnSize', message: columns.error });
  const templates = responsiveColumns(weights);
  style['--bf-block-column-count'] = String(weights.length);
  style['--bf-block-columns-desktop'] = templates.desktop;
  style['--bf-block-columns-tablet'] = templates.tablet;
  style['--bf-block-columns-mobile'] = templates.mobile;
  return { style, issues };
}

function length(value: BlockLayout['gap'], field: string, issues: BlockIssue[]): string {
  const result = toCssLength(value);
  if (result.kind === 'length') return result.css;
  if (result.kind === 'invalid') {
    issues.push({
      path: `/layoutSettings/layout/${field}`,
      message: `${JSON.stringify(value)} is not a CSS length such as 24px, 1.5rem or 5%`,
    });
  }
  return '0px';
}

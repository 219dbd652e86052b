import type { BlockStyling } from '../../schemas/generated/layoutSettings';
import type { BlockIssue } from './blockIssue';
import { toCssLength } from './cssLength';
import type { StyleMap } from './styleMap';

const ALIGN_CONTENT: Record<NonNullable<BlockStyling['verticalAlignment']>, string> = {
  top: 'start',
  center: 'center',
  bottom: 'end',
};

/**
 * The styling part of layout settings: vertical alignment of the block's content within its box
 * (align-content, which applies to plain block containers, so the block keeps its own display
 * and its children's auto margins keep working), corner radius, and a border style. A border
 * style alone would draw CSS's 3 px "medium" border in the text colour; the CMS only picks the
 * style, so the width is 1 px and the colour is the theme's border colour.
 */
export function stylingStyle(styling: BlockStyling | undefined): {
  style: StyleMap;
  issues: BlockIssue[];
} {
  const style: StyleMap = {};
  const issues: BlockIssue[] = [];
  if (styling?.verticalAlignment) style.alignContent = ALIGN_CONTENT[styling.verticalAlignment];
  const radius = toCssLength(styling?.radius);
  if (radius.kind === 'length') style.borderRadius = radius.css;
  if (radius.kind === 'invalid') {
    issues.push({
      path: '/layoutSettings/styling/radius',
      message: `${JSON.stringify(styling?.radius)} is not a CSS length such as 8px`,
    });
  }
  if (styling?.borderStyle && styling.borderStyle !== 'none') {
    style.borderStyle = styling.borderStyle;
    style.borderWidth = '1px';
    style.borderColor = 'var(--bf-color-border)';
  }
  return { style, issues };
}

import type { LayoutSettings } from '../../schemas/generated/layoutSettings';
import { backgroundStyle } from './backgroundStyle';
import type { BlockIssue } from './blockIssue';
import { layoutStyle } from './layoutStyle';
import type { StyleMap } from './styleMap';
import { stylingStyle } from './stylingStyle';

/** The wrapper style of a block from its (validated) layout settings: layout, styling, background. */
export function blockStyle(settings: LayoutSettings | null | undefined): {
  style: StyleMap;
  issues: BlockIssue[];
} {
  const parts = [
    layoutStyle(settings?.layout),
    stylingStyle(settings?.styling),
    backgroundStyle(settings?.background),
  ];
  return {
    style: Object.assign({}, ...parts.map((part) => part.style)) as StyleMap,
    issues: parts.flatMap((part) => part.issues),
  };
}

import type { BlockBackground } from '../../schemas/generated/layoutSettings';
import type { BlockIssue } from './blockIssue';
import { hexToRgba, isDarkColor } from './color';
import { cssUrl } from './cssUrl';
import { isSampleImage } from './sampleImage';
import { urlRefusal } from '../url/urlPolicy';
import type { StyleMap } from './styleMap';

const X: Record<NonNullable<BlockBackground['horizontalAlignment']>, string> = {
  left: 'left',
  center: 'center',
  right: 'right',
};
const Y: Record<NonNullable<BlockBackground['verticalAlignment']>, string> = {
  top: 'top',
  center: 'center',
  bottom: 'bottom',
};

const ON_DARK: StyleMap = {
  color: '#ffffff',
  '--bf-color-text': '#ffffff',
  '--bf-color-muted': 'rgba(255, 255, 255, 0.78)',
  '--bf-link-color': '#ffffff',
};

/**
 * The background part of layout settings. Style Solid (or no style) paints `color` at `opacity`
 * percent (default 100) as rgba(); style None paints no colour. An image, unless empty or a sample
 * name (sampleImage.ts), is drawn with its size (default cover), repeat (default no-repeat) and
 * horizontal/vertical alignment (default center center); without an image those fields are
 * ignored, so a stale alignment cannot show up as a stray style.
 */
export function backgroundStyle(background: BlockBackground | undefined): {
  style: StyleMap;
  issues: BlockIssue[];
} {
  const style: StyleMap = {};
  const issues: BlockIssue[] = [];
  if (!background) return { style, issues };
  if (background.style !== 'None' && background.color) {
    const color = hexToRgba(background.color, background.opacity ?? 100);
    if (color) {
      style.backgroundColor = color;
      // Text on a dark, mostly opaque background turns light, so CMS-chosen dark footers and
      // banners stay readable without every block knowing its background.
      if ((background.opacity ?? 100) >= 50 && isDarkColor(background.color)) {
        Object.assign(style, ON_DARK);
      }
    } else {
      issues.push({
        path: '/layoutSettings/background/color',
        message: `${JSON.stringify(background.color)} is not a hex colour such as #0B2F55`,
      });
    }
  }
  const image = background.image?.trim();
  const refused = image && !isSampleImage(image) ? urlRefusal(image, 'image') : null;
  if (refused) {
    issues.push({
      path: '/layoutSettings/background/image',
      message: `the image address is refused by the URL policy: ${refused}`,
    });
  } else if (image && !isSampleImage(image)) {
    style.backgroundImage = cssUrl(image);
    style.backgroundSize = background.imageSize ?? 'cover';
    style.backgroundRepeat = background.repeat ?? 'no-repeat';
    style.backgroundPosition = `${X[background.horizontalAlignment ?? 'center']} ${Y[background.verticalAlignment ?? 'center']}`;
  }
  return { style, issues };
}

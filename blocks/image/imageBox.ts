import type { ImageConfiguration } from '../../schemas/generated/blocks/image';

const DEFAULT_WIDTH = 1200;
const DEFAULT_HEIGHT = 420;

/**
 * The width and height attributes of the image: the browser derives the aspect ratio from them
 * and reserves the box before the (lazy) image arrives, so nothing below it jumps. Configured
 * intrinsic sizes win; otherwise a wide banner as tall as the maxHeight in px.
 */
export function imageBox(configuration: ImageConfiguration): { width: number; height: number } {
  const fromMaxHeight = /^(\d+(?:\.\d+)?)px$/.exec(configuration.maxHeight ?? '');
  return {
    width: configuration.width ?? DEFAULT_WIDTH,
    height:
      configuration.height ??
      (fromMaxHeight ? Math.round(Number(fromMaxHeight[1])) : DEFAULT_HEIGHT),
  };
}

import { FIRST_PAGE_ELEMENT_ID } from '../../schemas/firstPage';

/**
 * The largest server-rendered page markup whose first paint waits until all of it is parsed:
 * 128 KB, nearly three times the seeded pages' largest (a catalogue's #root, 46 KB), which the
 * parser takes in a few slices. A larger page (the benches' 250-block page is 205 KB) paints what
 * is parsed as the parser goes, so its first screen does not wait for the rest.
 */
export const HOLD_FIRST_PAINT_MAX_CHARS = 128 * 1024;

/**
 * Holds the first paint of a server-rendered page until its markup has been parsed (issue 22):
 * a `<link rel="expect" blocking="render">` naming the page data's script, the element right after
 * the page's markup. Without it, Chromium's parser yields between slices of the HTML and the
 * browser paints the page half-parsed: a frame with nothing contentful in it (the header's frame
 * or an empty body), then the page's whole layout again in the next task. That first frame is
 * work the visitor gains nothing from, and Lighthouse takes it for the first paint, so the page's
 * real first layout and paint (30-60 ms at 1x, four times that in its simulation) count as
 * blocking time after it. Browsers without `rel=expect` ignore the link.
 */
export function firstPaintHold(pageMarkupChars: number): string {
  if (pageMarkupChars > HOLD_FIRST_PAINT_MAX_CHARS) return '';
  return `<link rel="expect" href="#${FIRST_PAGE_ELEMENT_ID}" blocking="render" />`;
}

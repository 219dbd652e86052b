/**
 * "A sample image name means no image" (spec 000 section 3): the CMS pre-fills new blocks with a
 * placeholder picture, which must never reach customers. The rule, case-insensitive, on the file
 * name only (path, query and fragment dropped, then the extension):
 *
 *   sample, optionally followed by image | img | photo | picture | background | bg, optionally
 *   followed by a number, with optional '-', '_' or ' ' between the parts.
 *
 * So 'sample.jpg', 'Sample-Image.PNG', 'sample_image_2.webp', 'sampleimg.gif', 'sample-bg.jpg'
 * and '/cms/assets/sample-image.png?v=3' are samples; 'sample-prep-kit.jpg', 'samples.png' and
 * 'cell-sample.jpg' are real pictures (a life-science catalogue shows sample preparation kits).
 */
const SAMPLE_STEM = /^sample(?:[-_ ]?(?:image|img|photo|picture|background|bg))?(?:[-_ ]?\d+)?$/i;

export function isSampleImage(image: string): boolean {
  const withoutQuery = image.trim().split(/[?#]/, 1)[0] ?? '';
  const fileName = decodeSafely(withoutQuery.slice(withoutQuery.lastIndexOf('/') + 1));
  const dot = fileName.lastIndexOf('.');
  const stem = dot > 0 ? fileName.slice(0, dot) : fileName;
  return SAMPLE_STEM.test(stem);
}

function decodeSafely(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

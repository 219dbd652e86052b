/** Spec 001 section 5: the only file types a document preview or preview link may point at. */
export const ALLOWED_PREVIEW_EXTENSIONS = [
  'pdf',
  'doc',
  'ppt',
  'xls',
  'xlsx',
  'pptx',
  'docx',
  'png',
  'jpg',
  'jpeg',
  'svg',
] as const;

/** One of the spec's previewable file types. */
export type PreviewExtension = (typeof ALLOWED_PREVIEW_EXTENSIONS)[number];

/** Whether a (lower-case) file extension is one the spec allows a preview of. */
export function isPreviewExtension(extension: string): extension is PreviewExtension {
  return (ALLOWED_PREVIEW_EXTENSIONS as readonly string[]).includes(extension);
}

/** Spec 001 section 5: the file types a document preview may link to. */
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

export interface ProductDocument {
  name: string;
  fileName: string;
  url: string;
}

const extensionOf = (name: string): string =>
  /\.([A-Za-z0-9]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

/**
 * The documents a product page links: those the block asks for by name (all when it names none),
 * whose address and file name both end in an allowed preview extension.
 */
export function previewableDocuments(
  documents: readonly ProductDocument[],
  wanted: readonly string[] | undefined,
): (ProductDocument & { extension: string })[] {
  return documents.flatMap((document) => {
    if (wanted && wanted.length > 0 && !wanted.includes(document.name)) return [];
    const path = document.url.split(/[?#]/)[0] ?? '';
    const extension = extensionOf(path);
    if (!(ALLOWED_PREVIEW_EXTENSIONS as readonly string[]).includes(extension)) return [];
    if (extensionOf(document.fileName) !== extension) return [];
    return [{ ...document, extension }];
  });
}

import { isPreviewExtension, type PreviewExtension } from '../../runtime/blocks';

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
): (ProductDocument & { extension: PreviewExtension })[] {
  return documents.flatMap((document) => {
    if (wanted && wanted.length > 0 && !wanted.includes(document.name)) return [];
    const path = document.url.split(/[?#]/)[0] ?? '';
    const extension = extensionOf(path);
    if (!isPreviewExtension(extension)) return [];
    if (extensionOf(document.fileName) !== extension) return [];
    return [{ ...document, extension }];
  });
}

import { isPreviewExtension, type PreviewExtension } from './previewExtensions';

/** A linked file: the address the browser fetches and, optionally, the name it is shown by. */
export interface PreviewFileRef {
  url: string;
  fileName?: string;
}

function extensionOf(name: string): string {
  const match = /\.([A-Za-z0-9]+)$/.exec(name);
  return match?.[1]?.toLowerCase() ?? '';
}

function pathOf(url: string): string {
  try {
    return decodeURIComponent(new URL(url, 'https://relative.invalid').pathname);
  } catch {
    return url;
  }
}

/**
 * The spec's document preview rule, shared by the file preview block and the elearning block's
 * lesson documents: the file's allowed type (lower case), or null when the file must not be linked. The address
 * is what the browser fetches, so its path must carry an allowed extension too; fileName alone
 * could dress up an .exe as a .pdf. Case does not matter (REPORT.PDF is a pdf).
 */
export function previewFileType(file: PreviewFileRef): PreviewExtension | null {
  const fromUrl = extensionOf(pathOf(file.url));
  if (!isPreviewExtension(fromUrl)) return null;
  if (file.fileName !== undefined && extensionOf(file.fileName) !== fromUrl) return null;
  return fromUrl;
}

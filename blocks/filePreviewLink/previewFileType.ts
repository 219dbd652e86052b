import { isPreviewExtension, type PreviewExtension } from '../../runtime/blocks';
import type { PreviewFile } from '../../schemas/generated/blocks/filePreviewLink';

export type { PreviewExtension };

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
 * The file's allowed type (lower case), or null when the file must not be linked. The address
 * is what the browser fetches, so its path must carry an allowed extension too; fileName alone
 * could dress up an .exe as a .pdf. Case does not matter (REPORT.PDF is a pdf).
 */
export function previewFileType(
  file: Pick<PreviewFile, 'fileName' | 'url'>,
): PreviewExtension | null {
  const fromUrl = extensionOf(pathOf(file.url));
  if (!isPreviewExtension(fromUrl)) return null;
  if (file.fileName !== undefined && extensionOf(file.fileName) !== fromUrl) return null;
  return fromUrl;
}

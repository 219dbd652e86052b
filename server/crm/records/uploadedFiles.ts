import { ATTACHMENT_TYPES } from '../../../schemas/supportRequests';
import { fileExtension } from '../../../schemas/uploadPolicy';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  signature.every((byte, index) => bytes[offset + index] === byte);

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

/**
 * Whether a file's bytes are of the type its name says: the browser's type and the name are the
 * uploader's word, so binary types are checked by their signature and text types for the absence
 * of NUL bytes (a renamed executable is not a log file).
 */
export function bytesMatchType(fileName: string, bytes: Uint8Array): boolean {
  const extension = fileExtension(fileName);
  switch (extension) {
    case 'pdf':
      return startsWith(bytes, ascii('%PDF-'));
    case 'png':
      return startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    case 'jpg':
    case 'jpeg':
      return startsWith(bytes, [0xff, 0xd8, 0xff]);
    case 'gif':
      return startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'));
    case 'webp':
      return startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8);
    case 'zip':
    case 'xlsx':
    case 'docx':
      return startsWith(bytes, [0x50, 0x4b, 0x03, 0x04]);
    case 'txt':
    case 'log':
    case 'csv':
      return !bytes.subarray(0, 64 * 1024).includes(0);
    default:
      return false;
  }
}

/** The type a file is stored and served with: from its (checked) extension, never the browser's. */
export function storedContentType(fileName: string): string {
  return ATTACHMENT_TYPES[fileExtension(fileName)] ?? 'application/octet-stream';
}

import { UPLOAD_CHUNK_BYTES } from '../../../schemas/uploadPolicy';

/** The byte ranges a file is uploaded in: UPLOAD_CHUNK_BYTES each, the last one shorter. */
export function uploadChunks(
  size: number,
  chunkBytes: number = UPLOAD_CHUNK_BYTES,
): [number, number][] {
  const chunks: [number, number][] = [];
  for (let start = 0; start < size; start += chunkBytes)
    chunks.push([start, Math.min(size, start + chunkBytes)]);
  return chunks;
}

/** A new key for one file's upload (the CRM takes 8 to 64 letters, digits or dashes). */
export function newUploadId(): string {
  return typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Bytes as base64, in slices (a spread of a whole file would overflow the call stack). */
export function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
}

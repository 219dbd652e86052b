/**
 * Documents fetched as blobs (spec 001 section 5): the file types that may be previewed from a
 * blob, and the reassembly of a file sent as base64 text in chunks of 512 characters. Pure: no
 * DOM beyond Blob, which every runtime here has.
 */

/** Spec 001 section 5: image types for blob preview. */
export const BLOB_PREVIEW_TYPES = [
  'pdf',
  'jpg',
  'jpeg',
  'jfif',
  'webp',
  'gif',
  'png',
  'tif',
  'ico',
] as const;
/** A file type that may be previewed from a blob. */
export type BlobPreviewType = (typeof BLOB_PREVIEW_TYPES)[number];

/** Spec 001 section 5: blobs are loaded in chunks of 512 characters. */
export const BLOB_CHUNK_SIZE = 512;

/** The preview type of a file name's extension, or null when it may not be previewed. */
export function blobPreviewType(fileName: string): BlobPreviewType | null {
  const extension = /\.([a-z0-9]+)$/i.exec(fileName.trim())?.[1]?.toLowerCase() ?? '';
  return (BLOB_PREVIEW_TYPES as readonly string[]).includes(extension)
    ? (extension as BlobPreviewType)
    : null;
}

const BASE64_CHUNK = /^[A-Za-z0-9+/]*={0,2}$/;

/** The first problem with a document's chunks, or null (each at most 512 base64 characters; only the last may be short). */
export function chunksProblem(chunks: readonly unknown[], size?: number): string | null {
  if (chunks.length === 0) return 'The document is empty.';
  for (const [index, chunk] of chunks.entries()) {
    if (typeof chunk !== 'string' || !BASE64_CHUNK.test(chunk))
      return `Part ${index + 1} of the document is damaged.`;
    const last = index === chunks.length - 1;
    if (
      chunk.length > BLOB_CHUNK_SIZE ||
      (!last && chunk.length !== BLOB_CHUNK_SIZE) ||
      chunk.length % 4 !== 0
    )
      return `Part ${index + 1} of the document is damaged.`;
  }
  if (size !== undefined) {
    const joined = chunks.join('');
    const padding = joined.endsWith('==') ? 2 : joined.endsWith('=') ? 1 : 0;
    if ((joined.length / 4) * 3 - padding !== size) return 'The document arrived incomplete.';
  }
  return null;
}

/** Decodes one base64 chunk (a whole number of 4-character quanta) to bytes. */
function decodeChunk(chunk: string): Uint8Array {
  const binary = atob(chunk);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

/** The file of a document's chunks as a Blob of its content type; throws on damaged chunks. */
export function blobOfChunks(chunks: readonly string[], contentType: string, size?: number): Blob {
  const problem = chunksProblem(chunks, size);
  if (problem) throw new Error(problem);
  return new Blob(
    chunks.map((chunk) => decodeChunk(chunk) as BlobPart),
    { type: contentType },
  );
}

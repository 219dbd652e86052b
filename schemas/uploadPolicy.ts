/**
 * What a file upload may be (its types, size) and how it travels (chunk size): one place for every
 * upload into the CRM's document store (support request attachments, the checkout's PO document),
 * so the browser refuses what the server would refuse, with the same words.
 */

/** Which files an upload takes: extension -> the type it is stored and served with. */
export interface UploadPolicy {
  types: Readonly<Record<string, string>>;
  /** The types as the user reads them ("PDF, PNG or JPG"), in refusals and hints. */
  typesText: string;
  maxBytes: number;
}

/**
 * Raw bytes per upload call: the gateway reads at most 128 KB per request body and base64 adds a
 * third, so 64 KB chunks leave room for the call's envelope.
 */
export const UPLOAD_CHUNK_BYTES = 64 * 1024;

/** A file's extension, lower case, without the dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

const MEGABYTE = 1024 * 1024;

/**
 * Why a file cannot be uploaded under a policy (its name and size alone), or null when it may:
 * the browser checks before uploading and the CRM again on the first chunk (the server also checks
 * that the bytes are of the type the name says, server/crm/records/uploadedFiles.ts).
 */
export function uploadProblem(fileName: string, size: number, policy: UploadPolicy): string | null {
  const name = fileName.trim();
  if (!name) return 'The file has no name.';
  if (name.length > 120)
    return `${name.slice(0, 40)}…: the file name is longer than 120 characters.`;
  if (!Object.hasOwn(policy.types, fileExtension(name)))
    return `${name}: this file type cannot be attached. Attach ${policy.typesText} files.`;
  if (size <= 0) return `${name}: the file is empty.`;
  if (size > policy.maxBytes)
    return `${name}: the file is ${(size / MEGABYTE).toFixed(1)} MB; files may be at most ${policy.maxBytes / MEGABYTE} MB.`;
  return null;
}

/** The file picker's `accept`: the policy's extensions. */
export function uploadAccept(policy: Pick<UploadPolicy, 'types'>): string {
  return Object.keys(policy.types)
    .map((extension) => `.${extension}`)
    .join(',');
}

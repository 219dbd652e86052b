import { makeCall, type GatewayConnection } from '../../gateway/index';
import { base64Of, uploadChunks } from './documentsRules';
import type { StoredFile, UploadSource } from './documentsTypes';

/** The upload call a file goes through: its base, type and the payload fields besides the chunk. */
export interface UploadCall {
  base: 'billingPortal' | 'ecommerce';
  type: string;
  payload?: Readonly<Record<string, unknown>>;
}

/**
 * Uploads a file into the CRM's document store in UPLOAD_CHUNK_BYTES pieces (the gateway takes
 * small bodies), reporting the share sent; `uploadId` keys the file, so a retried chunk replaces
 * itself. The CRM checks name, type and size on each chunk and the bytes once whole
 * (server/crm/records/chunkedUpload.ts). Resolves to the stored file.
 */
export async function uploadInChunks(
  connection: GatewayConnection,
  call: UploadCall,
  file: UploadSource,
  uploadId: string,
  onProgress?: (share: number) => void,
): Promise<StoredFile> {
  const chunks = uploadChunks(file.size);
  let answer: { complete: boolean; attachment?: StoredFile } | null = null;
  for (const [index, [start, end]] of chunks.entries()) {
    const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
    answer = await makeCall(
      connection,
      {
        base: call.base,
        type: call.type,
        method: 'POST',
        payload: {
          ...call.payload,
          uploadId,
          fileName: file.name,
          size: file.size,
          chunkIndex: index,
          chunkCount: chunks.length,
          data: base64Of(bytes),
        },
      },
      // A chunk sent again replaces itself, so the client's retry after a timeout is safe.
      { idempotent: true },
    );
    onProgress?.((index + 1) / chunks.length);
  }
  if (!answer?.complete || !answer.attachment)
    throw new Error(`${file.name} could not be uploaded.`);
  return answer.attachment;
}

/** A stored file's bytes as a Blob of the type the CRM stored it with. */
export function fileBlob(file: { base64: string; contentType: string }): Blob {
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: file.contentType });
}

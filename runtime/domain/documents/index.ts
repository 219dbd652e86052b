/**
 * Files into and out of the CRM's document store (support request attachments, the checkout's PO
 * document): the chunked upload and its rules, one implementation for every area that uploads.
 * The policies (types, sizes) are in schemas/uploadPolicy.ts, shared with the CRM.
 */
export { fileBlob, uploadInChunks, type UploadCall } from './documentsCalls';
export { newUploadId, uploadChunks } from './documentsRules';
export type { DownloadedFile, StoredFile, UploadSource } from './documentsTypes';
export {
  fileExtension,
  UPLOAD_CHUNK_BYTES,
  uploadAccept,
  uploadProblem,
  type UploadPolicy,
} from '../../../schemas/uploadPolicy';

import { makeCall, type GatewayConnection } from '../../gateway/index';
import {
  uploadInChunks,
  type DownloadedFile,
  type StoredFile,
  type UploadSource,
} from '../documents/index';

/**
 * The PO document's CRM calls (server/crm/handlers/ecommerce/*PoDocument.ts): the quote's owner
 * uploads, replaces and removes it; the order's readers download it.
 */

/** uploadPoDocument: the file, in chunks, becomes the quote's PO document once whole. */
export function uploadPoDocument(
  connection: GatewayConnection,
  quoteId: string,
  file: UploadSource,
  uploadId: string,
  onProgress?: (share: number) => void,
): Promise<StoredFile> {
  return uploadInChunks(
    connection,
    { base: 'ecommerce', type: 'uploadPoDocument', payload: { quoteId } },
    file,
    uploadId,
    onProgress,
  );
}

/** removePoDocument: the quote has no PO document any more (again is harmless). */
export function removePoDocument(connection: GatewayConnection, quoteId: string): Promise<unknown> {
  return makeCall(
    connection,
    { base: 'ecommerce', type: 'removePoDocument', method: 'POST', payload: { quoteId } },
    { idempotent: true },
  );
}

/** Which PO document: of a quote in checkout, or of a placed order. */
export type PoDocumentLookup = { quoteId: string } | { orderNumber: string } | { orderId: string };

/** getPoDocument: the file's bytes with the type the CRM stored it with. */
export function getPoDocument(
  connection: GatewayConnection,
  lookup: PoDocumentLookup,
): Promise<DownloadedFile> {
  return makeCall<DownloadedFile>(
    connection,
    { base: 'ecommerce', type: 'getPoDocument', method: 'POST', payload: lookup },
    { idempotent: true },
  );
}

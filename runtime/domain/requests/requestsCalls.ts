import { makeCall, type GatewayConnection } from '../../gateway/index';
import { REQUEST_LIMITS } from '../../../schemas/supportRequests';
import { uploadChunks } from './requestsRules';
import type {
  AttachmentFile,
  NewRequest,
  RequestAttachment,
  RequestDetail,
  RequestsPage,
  RequestsQuery,
  SupportRequest,
} from './requestsTypes';

/**
 * The CRM calls of support requests (billingPortal base, server/crm/handlers/billingPortal): one
 * plain function per call type, taking the connection first.
 */

/** One page of the caller's requests, filtered and sorted on the CRM. */
export function listRequests(
  connection: GatewayConnection,
  query: RequestsQuery,
  signal?: AbortSignal,
): Promise<RequestsPage> {
  return makeCall<RequestsPage>(
    connection,
    {
      base: 'billingPortal',
      type: 'getRequests',
      method: 'POST',
      payload: {
        status: [...query.statuses],
        ...(query.requestType ? { requestType: query.requestType } : {}),
        ...(query.searchText.trim() ? { searchText: query.searchText.trim() } : {}),
        sortField: query.sortField,
        sortDirection: query.sortDirection,
        page: query.page,
        pageSize: query.pageSize,
      },
    },
    { signal, idempotent: true },
  );
}

/** One request with its activity; `idOrNumber` is its record id or its number. */
export function loadRequest(
  connection: GatewayConnection,
  idOrNumber: string,
  signal?: AbortSignal,
): Promise<RequestDetail> {
  return makeCall<RequestDetail>(
    connection,
    {
      base: 'billingPortal',
      type: 'getRequestDetails',
      method: 'POST',
      payload: { requestId: idOrNumber },
    },
    { signal, idempotent: true },
  );
}

/** Opens a request; a retry with the same draftId answers the request it made. */
export function createRequest(
  connection: GatewayConnection,
  request: NewRequest,
): Promise<SupportRequest & { alreadyCreated: boolean }> {
  return makeCall(connection, {
    base: 'billingPortal',
    type: 'createRequest',
    method: 'POST',
    payload: {
      requestType: request.requestType,
      subject: request.subject,
      ...(request.relatedTo.trim() ? { relatedTo: request.relatedTo.trim() } : {}),
      ...(request.relatedOrderId ? { relatedOrderId: request.relatedOrderId } : {}),
      descriptionHtml: request.descriptionHtml,
      attachmentIds: [...request.attachmentIds],
      draftId: request.draftId,
      ...(request.priority ? { priority: request.priority } : {}),
    },
  });
}

/** The customer's comment, with attachments already uploaded. */
export function addComment(
  connection: GatewayConnection,
  requestId: string,
  bodyHtml: string,
  attachmentIds: readonly string[],
): Promise<SupportRequest> {
  return makeCall(connection, {
    base: 'billingPortal',
    type: 'addRequestComment',
    method: 'POST',
    payload: { requestId, bodyHtml, attachmentIds: [...attachmentIds] },
  });
}

/** Closes or reopens a request. */
export function setRequestStatus(
  connection: GatewayConnection,
  requestId: string,
  action: 'close' | 'reopen',
): Promise<SupportRequest> {
  return makeCall(connection, {
    base: 'billingPortal',
    type: 'updateRequestStatus',
    method: 'POST',
    payload: { requestId, action },
  });
}

function base64Of(bytes: Uint8Array): string {
  let text = '';
  for (let index = 0; index < bytes.length; index += 0x8000)
    text += String.fromCharCode(...bytes.subarray(index, index + 0x8000));
  return btoa(text);
}

/** A file the upload reads: a browser File or anything with its name, size and bytes. */
export interface UploadSource {
  name: string;
  size: number;
  slice(start: number, end: number): Blob;
}

/**
 * Uploads a file in uploadChunkBytes pieces (the gateway takes small bodies), reporting the
 * share sent; `uploadId` keys the file, so a retried chunk replaces itself. Resolves to the
 * staged attachment a request or comment then takes by id.
 */
export async function uploadAttachment(
  connection: GatewayConnection,
  file: UploadSource,
  uploadId: string,
  onProgress?: (share: number) => void,
): Promise<RequestAttachment> {
  const chunks = uploadChunks(file.size, REQUEST_LIMITS.uploadChunkBytes);
  let answer: { complete: boolean; attachment?: RequestAttachment } | null = null;
  for (const [index, [start, end]] of chunks.entries()) {
    const bytes = new Uint8Array(await file.slice(start, end).arrayBuffer());
    answer = await makeCall(connection, {
      base: 'billingPortal',
      type: 'uploadRequestAttachment',
      method: 'POST',
      payload: {
        uploadId,
        fileName: file.name,
        size: file.size,
        chunkIndex: index,
        chunkCount: chunks.length,
        data: base64Of(bytes),
      },
    });
    onProgress?.((index + 1) / chunks.length);
  }
  if (!answer?.complete || !answer.attachment)
    throw new Error(`${file.name} could not be uploaded.`);
  return answer.attachment;
}

/** An attachment's bytes, for saving or previewing. */
export async function downloadAttachment(
  connection: GatewayConnection,
  attachmentId: string,
): Promise<Blob> {
  const file = await makeCall<AttachmentFile>(
    connection,
    {
      base: 'billingPortal',
      type: 'getRequestAttachment',
      method: 'POST',
      payload: { attachmentId },
    },
    { idempotent: true },
  );
  const binary = atob(file.base64);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return new Blob([bytes], { type: file.contentType });
}

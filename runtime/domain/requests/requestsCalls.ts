import { makeCall, type GatewayConnection } from '../../gateway/index';
import { fileBlob, uploadInChunks, type UploadSource } from '../documents/index';
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

export type { UploadSource } from '../documents/index';

/**
 * Uploads a file as a request attachment in chunks (the documents area's upload), reporting the
 * share sent. Resolves to the staged attachment a request or comment then takes by id.
 */
export function uploadAttachment(
  connection: GatewayConnection,
  file: UploadSource,
  uploadId: string,
  onProgress?: (share: number) => void,
): Promise<RequestAttachment> {
  return uploadInChunks(
    connection,
    { base: 'billingPortal', type: 'uploadRequestAttachment' },
    file,
    uploadId,
    onProgress,
  );
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
  return fileBlob(file);
}

/**
 * The support requests area of the domain layer (issue 18): what the request blocks take through
 * runtime/blocks.ts. The query keys and the sanitizer's loading stay inside.
 */
export {
  acceptFiles,
  activitySummary,
  attachmentProblem,
  DEFAULT_REQUESTS_QUERY,
  formatFileSize,
  hasText,
  isRequestStatus,
  plainTextToHtml,
  attachmentAccept,
  attachmentListItems,
  type AttachmentListItem,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  requestActions,
  requestIdFromPath,
  requestPath,
  statusTone,
  toggleSort,
  withFilter,
} from './requestsRules';
export {
  ATTACHMENT_TYPES,
  ATTACHMENT_TYPES_TEXT,
  REQUEST_TYPES,
} from '../../../schemas/supportRequests';
export type { RequestStatus } from '../../../schemas/supportRequests';
export {
  clearRequestDraft,
  readRequestDraft,
  storeRequestDraft,
  type RequestDraft,
} from './requestDraftStorage';
export type { UploadSource } from './requestsCalls';
export type {
  NewRequest,
  RequestActivity,
  RequestAttachment,
  RequestDetail,
  RequestSortField,
  RequestsPage,
  RequestsQuery,
  SupportRequest,
} from './requestsTypes';
export { useAttachmentDownload } from './useAttachmentDownload';
export { useAttachmentUploads, type AttachmentUpload } from './useAttachmentUploads';
export { useRequestActions } from './useRequestActions';
export { useRequestHtmlSanitizer } from './useRequestHtml';
export { useRequest, useRequests } from './useRequests';

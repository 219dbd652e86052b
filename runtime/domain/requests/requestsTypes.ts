import type { RequestStatus } from '../../../schemas/supportRequests';

/** A support request as the CRM lists it (server/crm/records/supportRequests.ts). */
export interface SupportRequest {
  id: string;
  /** What the customer sees and the detail route takes: REQ-00077. */
  number: string;
  type: string;
  subject: string;
  status: RequestStatus;
  /** The instrument (with serial number) or the order it is about. */
  relatedTo: string | null;
  /** A case's priority (issue 19); null for requests opened without one. */
  priority?: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  closedAt: string | null;
}

/** A file attached to a request, stored in the CRM's document store. */
export interface RequestAttachment {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** One thing that happened on a request. */
export interface RequestActivity {
  id: string;
  kind: 'comment' | 'status' | 'attachment';
  authorRole: 'customer' | 'support';
  authorName: string;
  /** Sanitized by the CRM; sanitized again before it is shown. */
  bodyHtml: string | null;
  fromStatus: string | null;
  toStatus: string | null;
  attachment: RequestAttachment | null;
  createdAt: string;
}

/** A request with its description and its activity in time order (getRequestDetails). */
export interface RequestDetail extends SupportRequest {
  descriptionHtml: string;
  activities: RequestActivity[];
}

/** The fields the list may be sorted by (getRequests' sortField). */
export type RequestSortField = 'createdAt' | 'updatedAt' | 'number' | 'subject' | 'status' | 'type';

/** What the list asks for: filters, sort and page. */
export interface RequestsQuery {
  statuses: readonly RequestStatus[];
  requestType: string | null;
  searchText: string;
  sortField: RequestSortField;
  sortDirection: 'asc' | 'desc';
  page: number;
  pageSize: number;
}

/** One page of the list (getRequests). */
export interface RequestsPage {
  requests: SupportRequest[];
  totalCount: number;
  page: number;
  pageSize: number;
  statusCounts: Record<RequestStatus, number>;
}

/** A new request as the form sends it. */
export interface NewRequest {
  requestType: string;
  subject: string;
  relatedTo: string;
  relatedOrderId: string | null;
  descriptionHtml: string;
  attachmentIds: readonly string[];
  /** The draft's key: a retried create answers the request it made. */
  draftId: string;
  /** A case's priority (the knowledge base's case form, issue 19). */
  priority?: string | null;
}

/** An attachment's bytes as the CRM sends them (getRequestAttachment). */
export interface AttachmentFile {
  fileName: string;
  contentType: string;
  size: number;
  base64: string;
}

/** One file of a message being written: uploading, uploaded or failed (with why). */
export interface AttachmentUpload {
  key: string;
  name: string;
  size: number;
  state: 'uploading' | 'done' | 'failed';
  /** Share uploaded, 0 to 1. */
  progress: number;
  attachment: RequestAttachment | null;
  error: string | null;
}

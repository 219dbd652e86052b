import {
  attachmentProblem,
  REQUEST_LIMITS,
  REQUEST_STATUSES,
  type RequestStatus,
} from '../../../schemas/supportRequests';
import type {
  AttachmentUpload,
  RequestActivity,
  RequestSortField,
  RequestsQuery,
  SupportRequest,
} from './requestsTypes';

/**
 * The support requests' rules (issue 18): pure functions the list, the form and the detail share,
 * tested alone (tests/runtime/domain/requests).
 */

export { attachmentProblem, REQUEST_LIMITS, REQUEST_STATUSES };

/** The list's first view: newest first (spec 000 section 9: sort by a date, createdAt by default). */
export const DEFAULT_REQUESTS_QUERY: RequestsQuery = {
  statuses: [],
  requestType: null,
  searchText: '',
  sortField: 'createdAt',
  sortDirection: 'desc',
  page: 1,
  pageSize: 20,
};

/** The detail page of a request: /billing/requests/request-REQ-00077. */
export function requestPath(request: Pick<SupportRequest, 'number'>): string {
  return `/billing/requests/request-${encodeURIComponent(request.number)}`;
}

const DETAIL_PATH = /^\/+billing\/+requests\/+request-([^/]+)\/*$/i;

/** The request id or number a detail path names, or null. */
export function requestIdFromPath(pathname: string): string | null {
  const match = DETAIL_PATH.exec(pathname);
  if (!match?.[1]) return null;
  try {
    return decodeURIComponent(match[1]);
  } catch {
    return null;
  }
}

/**
 * A click on a column header: the same column flips its direction, another column starts with
 * dates newest first and text A to Z. Back to the first page either way.
 */
export function toggleSort(query: RequestsQuery, field: RequestSortField): RequestsQuery {
  const isDate = field === 'createdAt' || field === 'updatedAt';
  const sortDirection =
    query.sortField === field
      ? query.sortDirection === 'asc'
        ? 'desc'
        : 'asc'
      : isDate
        ? 'desc'
        : 'asc';
  return { ...query, sortField: field, sortDirection, page: 1 };
}

/** A filter change starts again from the first page. */
export function withFilter(
  query: RequestsQuery,
  change: Partial<Pick<RequestsQuery, 'statuses' | 'requestType' | 'searchText'>>,
): RequestsQuery {
  return { ...query, ...change, page: 1 };
}

/** The badge tone of a status. */
export function statusTone(status: string): 'info' | 'warning' | 'success' | 'neutral' {
  switch (status) {
    case 'New':
      return 'info';
    case 'In Progress':
      return 'neutral';
    case 'Waiting on Customer':
      return 'warning';
    default:
      return 'success';
  }
}

/** What the customer may do with a request in this status. */
export function requestActions(status: string): {
  canComment: boolean;
  canClose: boolean;
  canReopen: boolean;
} {
  const closed = status === 'Closed';
  return { canComment: !closed, canClose: !closed, canReopen: closed };
}

/** One line saying what an activity item is, for its heading and screen readers. */
export function activitySummary(activity: RequestActivity): string {
  const who = activity.authorRole === 'support' ? `${activity.authorName}` : activity.authorName;
  switch (activity.kind) {
    case 'comment':
      return `${who} commented`;
    case 'attachment':
      return `${who} attached ${activity.attachment?.fileName ?? 'a file'}`;
    case 'status':
      return activity.toStatus === 'Closed'
        ? `${who} closed the request`
        : activity.fromStatus === 'Closed'
          ? `${who} reopened the request`
          : `${who} changed the status from ${activity.fromStatus ?? '—'} to ${activity.toStatus ?? '—'}`;
  }
}

/** Whether formatted text has anything to read (an empty editor gives `<p></p>`). */
export function hasText(html: string): boolean {
  return (
    html
      .replace(/<[^>]*>/g, '')
      .replace(/&nbsp;|&#160;/g, ' ')
      .trim() !== ''
  );
}

/** What a file's size reads as: 820 B, 14 KB, 2.4 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1).replace(/\.0$/, '')} MB`;
}

/** One row of the attachments list a form shows (the FileAttachments primitive's item). */
export interface AttachmentListItem {
  key: string;
  name: string;
  sizeText: string;
  state: AttachmentUpload['state'];
  progress: number;
  error: string | null;
}

/**
 * The files of a message as its attachments list shows them: name, size as it reads, state,
 * progress and why one failed. The one mapping the request form, a request's comment and the
 * service case form use.
 */
export function attachmentListItems(uploads: readonly AttachmentUpload[]): AttachmentListItem[] {
  return uploads.map((upload) => ({
    key: upload.key,
    name: upload.name,
    sizeText: formatFileSize(upload.size),
    state: upload.state,
    progress: upload.progress,
    error: upload.error,
  }));
}

// The chunking is the documents area's, shared with the PO document upload.
export { uploadChunks } from '../documents/index';

/**
 * The files a picker adds to those already chosen: each refused one with its reason, and no more
 * than attachmentsPerMessage in all.
 */
export function acceptFiles<F extends { name: string; size: number }>(
  chosen: number,
  files: readonly F[],
): { accepted: F[]; problems: string[] } {
  const accepted: F[] = [];
  const problems: string[] = [];
  for (const file of files) {
    const problem = attachmentProblem(file.name, file.size);
    if (problem) problems.push(problem);
    else if (chosen + accepted.length >= REQUEST_LIMITS.attachmentsPerMessage)
      problems.push(
        `${file.name}: at most ${REQUEST_LIMITS.attachmentsPerMessage} attachments per message.`,
      );
    else accepted.push(file);
  }
  return { accepted, problems };
}

/** Whether a value is one of the request statuses. */
export function isRequestStatus(value: string): value is RequestStatus {
  return (REQUEST_STATUSES as readonly string[]).includes(value);
}

/** Plain text (an editor switched off) as the HTML the CRM takes: a paragraph per blank line. */
export function plainTextToHtml(text: string): string {
  const escape = (value: string) =>
    value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return text
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${escape(block).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The file picker's `accept`: the allowed extensions. */
export function attachmentAccept(types: Readonly<Record<string, string>>): string {
  return Object.keys(types)
    .map((extension) => `.${extension}`)
    .join(',');
}

import { UPLOAD_CHUNK_BYTES, uploadProblem, type UploadPolicy } from './uploadPolicy';

export { fileExtension } from './uploadPolicy';

/**
 * Support requests (issue 18): the limits and the HTML policy the CRM stand-in (server/crm) and the
 * runtime (runtime/domain/requests) must apply alike. One place, so the form refuses what the
 * server would refuse, with the same words.
 */

/** The request statuses, in the order a request moves through them. */
export const REQUEST_STATUSES = ['New', 'In Progress', 'Waiting on Customer', 'Closed'] as const;
/** One of REQUEST_STATUSES. */
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

/** The request types the CRM accepts (the form's configured categories are among these). */
export const REQUEST_TYPES = [
  'Instrument service',
  'Order issue',
  'Billing question',
  'Technical question',
] as const;

/** Every limit of requests, comments and attachments (the CRM and the browser apply them alike). */
export const REQUEST_LIMITS = {
  subjectMaxChars: 200,
  /** Sanitized HTML of a description or a comment. */
  bodyMaxChars: 20_000,
  /** Plain text a description must have (after sanitizing), so an empty editor cannot send. */
  bodyMinTextChars: 1,
  relatedMaxChars: 200,
  attachmentMaxBytes: 5 * 1024 * 1024,
  attachmentsPerMessage: 5,
  /**
   * Raw bytes per upload call: the gateway reads at most 128 KB per request body and base64 adds
   * a third, so 64 KB chunks leave room for the call's envelope.
   */
  uploadChunkBytes: UPLOAD_CHUNK_BYTES,
} as const;

/** The file types an attachment may have: its extension and the type it is stored with. */
export const ATTACHMENT_TYPES: Readonly<Record<string, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  zip: 'application/zip',
};

/** Shown next to the file picker and in refusals. */
export const ATTACHMENT_TYPES_TEXT = 'PDF, PNG, JPG, GIF, WebP, TXT, LOG, CSV, XLSX, DOCX or ZIP';

/**
 * What a request or comment body may contain: what the editor makes (paragraphs, headings,
 * bold, italic, lists, links, line breaks, quotes, code) and nothing else. DOMPurify's
 * ALLOWED_TAGS/ALLOWED_ATTR, used on the server before saving and in the browser before showing.
 */
export const REQUEST_HTML_TAGS = [
  'p',
  'br',
  'h2',
  'h3',
  'h4',
  'strong',
  'b',
  'em',
  'i',
  's',
  'u',
  'ul',
  'ol',
  'li',
  'a',
  'blockquote',
  'code',
  'pre',
  'hr',
] as const;
export const REQUEST_HTML_ATTRIBUTES = ['href', 'title'] as const;

/** Links in a request body: web and mail links only (no javascript:, data:, site-relative tricks). */
export const REQUEST_LINK = /^(?:https?:\/\/|mailto:)/i;

/** The support attachments' policy (schemas/uploadPolicy.ts). */
export const REQUEST_ATTACHMENT_POLICY: UploadPolicy = {
  types: ATTACHMENT_TYPES,
  typesText: ATTACHMENT_TYPES_TEXT,
  maxBytes: REQUEST_LIMITS.attachmentMaxBytes,
};

/**
 * Why a file cannot be attached to a request (its name and size alone), or null when it may: the
 * browser checks before uploading and the CRM again on the first chunk
 * (server/crm/records/uploadedFiles.ts also checks the bytes are of the type the name says).
 */
export function attachmentProblem(fileName: string, size: number): string | null {
  return uploadProblem(fileName, size, REQUEST_ATTACHMENT_POLICY);
}

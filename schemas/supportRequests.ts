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
  uploadChunkBytes: 64 * 1024,
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

/** A file's extension, lower case, without the dot ('' when it has none). */
export function fileExtension(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot > 0 ? fileName.slice(dot + 1).toLowerCase() : '';
}

const MEGABYTE = 1024 * 1024;

/**
 * Why a file cannot be attached (its name and size alone), or null when it may: the browser checks
 * before uploading and the CRM again when the last chunk arrives (server/crm/records/requestFiles.ts
 * also checks the bytes are of the type the name says).
 */
export function attachmentProblem(fileName: string, size: number): string | null {
  const name = fileName.trim();
  if (!name) return 'The file has no name.';
  if (name.length > 120)
    return `${name.slice(0, 40)}…: the file name is longer than 120 characters.`;
  if (!Object.hasOwn(ATTACHMENT_TYPES, fileExtension(name)))
    return `${name}: this file type cannot be attached. Attach ${ATTACHMENT_TYPES_TEXT} files.`;
  if (size <= 0) return `${name}: the file is empty.`;
  if (size > REQUEST_LIMITS.attachmentMaxBytes)
    return `${name}: the file is ${(size / MEGABYTE).toFixed(1)} MB; files may be at most ${REQUEST_LIMITS.attachmentMaxBytes / MEGABYTE} MB.`;
  return null;
}

import { ATTACHMENT_TYPES } from '../supportRequests';
import type { UploadPolicy } from '../uploadPolicy';

const pick = (extensions: readonly string[]): Record<string, string> =>
  Object.fromEntries(extensions.map((extension) => [extension, ATTACHMENT_TYPES[extension]!]));

/**
 * The purchase order document a buyer on account terms may attach at checkout: the document kinds
 * a purchase order comes as (a PDF from the procurement system, a scan or photo, an Office
 * document), a subset of the support attachments' types, at most 5 MB like them. The CRM checks
 * the bytes against the type (server/crm/records/uploadedFiles.ts).
 */
export const PO_DOCUMENT_POLICY: UploadPolicy = {
  types: pick(['pdf', 'png', 'jpg', 'jpeg', 'webp', 'docx', 'xlsx']),
  typesText: 'PDF, PNG, JPG, WebP, DOCX or XLSX',
  maxBytes: 5 * 1024 * 1024,
};

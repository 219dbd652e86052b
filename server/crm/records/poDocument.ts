import type { Db } from '../../shared/contracts';
import type { UploadedFile } from './chunkedUpload';

/** A quote's (or its order's) PO document as the checkout and the order detail show it. */
export interface PoDocumentInfo {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * Makes a whole upload the quote's PO document (its name in po_document_name, which the checkout
 * reads), deleting the one it replaces: a quote has one PO document.
 */
export async function setQuotePoDocument(
  tx: Db,
  quoteId: string,
  file: UploadedFile | null,
): Promise<void> {
  await tx.query(
    `UPDATE quotes SET po_document_id = $2, po_document_name = $3, updated_at = now() WHERE id = $1`,
    [quoteId, file?.id ?? null, file?.fileName ?? null],
  );
  // Earlier documents and unfinished uploads of this quote go.
  await tx.query(
    `DELETE FROM quote_documents WHERE quote_id = $1 AND ($2::text IS NULL OR id <> $2)`,
    [quoteId, file?.id ?? null],
  );
}

/** The quote's PO document without its bytes, or null. */
export async function poDocumentOfQuote(db: Db, quoteId: string): Promise<PoDocumentInfo | null> {
  const [row] = await db.query<{
    id: string;
    file_name: string;
    content_type: string;
    size: number;
  }>(
    `SELECT d.id, d.file_name, d.content_type, d.size
       FROM quotes q JOIN quote_documents d ON d.id = q.po_document_id AND d.complete
      WHERE q.id = $1`,
    [quoteId],
  );
  return row
    ? { id: row.id, fileName: row.file_name, contentType: row.content_type, size: Number(row.size) }
    : null;
}

/** The quote's PO document with its bytes (base64), or null. */
export async function readPoDocument(
  db: Db,
  quoteId: string,
): Promise<(PoDocumentInfo & { base64: string }) | null> {
  const [row] = await db.query<{
    id: string;
    file_name: string;
    content_type: string;
    size: number;
    body: string;
  }>(
    `SELECT d.id, d.file_name, d.content_type, d.size, encode(d.body, 'base64') AS body
       FROM quotes q JOIN quote_documents d ON d.id = q.po_document_id AND d.complete
      WHERE q.id = $1`,
    [quoteId],
  );
  return row
    ? {
        id: row.id,
        fileName: row.file_name,
        contentType: row.content_type,
        size: Number(row.size),
        base64: row.body.replace(/\s+/g, ''),
      }
    : null;
}

import {
  UPLOAD_CHUNK_BYTES,
  uploadProblem,
  type UploadPolicy,
} from '../../../schemas/uploadPolicy';
import type { ActionResult, Db } from '../../shared/contracts';
import { crmError, ok, payloadArg, stringArg, type CrmRequest } from '../handler';
import { nextRecordId } from './recordIds';
import { bytesMatchType, storedContentType } from './uploadedFiles';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** One chunk of a file upload as the browser sends it (runtime/domain/uploads/uploadFile.ts). */
export interface UploadChunk {
  uploadId: string;
  fileName: string;
  size: number;
  chunkIndex: number;
  chunkCount: number;
  /** The chunk, base64. */
  data: string;
}

/** A whole file as the CRM answers it once its last chunk arrived. */
export interface UploadedFile {
  id: string;
  fileName: string;
  contentType: string;
  size: number;
}

/**
 * The call's chunk (uploadId, fileName, size, chunkIndex, chunkCount, data) checked against the
 * policy: name, type and size on every chunk, the chunk's length against its place in the file.
 * Answers the chunk or the refusal to give.
 */
export function readUploadChunk(
  request: CrmRequest,
  policy: UploadPolicy,
): UploadChunk | { refused: ActionResult } {
  const refuse = (message: string) => ({ refused: crmError(message) });
  const uploadId = stringArg(request, 'uploadId');
  if (!uploadId || !/^[A-Za-z0-9-]{8,64}$/.test(uploadId))
    return refuse('uploadId: 8 to 64 letters, digits or dashes.');
  const fileName = (stringArg(request, 'fileName') ?? '').trim();
  const size = Number(payloadArg(request, 'size'));
  const problem = uploadProblem(fileName, Number.isInteger(size) ? size : 0, policy);
  if (problem) return refuse(problem);
  const chunkCount = Math.ceil(size / UPLOAD_CHUNK_BYTES);
  const chunkIndex = Number(payloadArg(request, 'chunkIndex'));
  if (Number(payloadArg(request, 'chunkCount')) !== chunkCount)
    return refuse(
      `chunkCount: ${chunkCount} chunks of ${UPLOAD_CHUNK_BYTES} bytes for ${size} bytes.`,
    );
  if (!Number.isInteger(chunkIndex) || chunkIndex < 0 || chunkIndex >= chunkCount)
    return refuse(`chunkIndex: 0 to ${chunkCount - 1}.`);
  const data = payloadArg(request, 'data');
  if (typeof data !== 'string' || !BASE64.test(data)) return refuse('data: base64 text.');
  const expected =
    chunkIndex < chunkCount - 1 ? UPLOAD_CHUNK_BYTES : size - UPLOAD_CHUNK_BYTES * (chunkCount - 1);
  if (Buffer.from(data, 'base64').length !== expected)
    return refuse(`Chunk ${chunkIndex + 1} of ${fileName} should hold ${expected} bytes.`);
  return { uploadId, fileName, size, chunkIndex, chunkCount, data };
}

/**
 * Where a kind of upload is kept: its files table and chunks table (same columns: id, upload_id,
 * file_name, content_type, size, chunk_count, body, complete; chunks file_id, chunk_index, data),
 * and the column an upload id is unique within (the uploader's contact, or the quote).
 */
export interface UploadStore {
  files: 'support_request_files' | 'quote_documents';
  chunks: 'support_request_file_chunks' | 'quote_document_chunks';
  scope: 'contact_id' | 'quote_id';
}

export const REQUEST_FILE_STORE: UploadStore = {
  files: 'support_request_files',
  chunks: 'support_request_file_chunks',
  scope: 'contact_id',
};

export const QUOTE_DOCUMENT_STORE: UploadStore = {
  files: 'quote_documents',
  chunks: 'quote_document_chunks',
  scope: 'quote_id',
};

export type ChunkOutcome =
  | { complete: false; received: number }
  | { complete: true; file: UploadedFile; alreadyComplete: boolean }
  | { refused: ActionResult };

/**
 * Stores one chunk inside the caller's transaction. `owner` holds the row's other columns for a new
 * file (the scope column among them). A chunk sent twice (a retry) replaces itself; when the last
 * one is in, the bytes are checked against the name's type: a mismatch deletes the file and
 * refuses, else the chunks become the file's body.
 */
export async function storeUploadChunk(
  tx: Db,
  store: UploadStore,
  chunk: UploadChunk,
  owner: Readonly<Record<string, string | null>>,
): Promise<ChunkOutcome> {
  const scopeValue = owner[store.scope] ?? null;
  const [existing] = await tx.query<{
    id: string;
    file_name: string;
    size: number;
    complete: boolean;
  }>(
    `SELECT id, file_name, size, complete FROM ${store.files}
      WHERE ${store.scope} = $1 AND upload_id = $2 FOR UPDATE`,
    [scopeValue, chunk.uploadId],
  );
  if (existing && (existing.file_name !== chunk.fileName || Number(existing.size) !== chunk.size))
    return { refused: crmError('This upload id belongs to another file.', 409) };
  const fileId = existing?.id ?? (await nextRecordId(tx, '069'));
  const file: UploadedFile = {
    id: fileId,
    fileName: chunk.fileName,
    contentType: storedContentType(chunk.fileName),
    size: chunk.size,
  };
  if (existing?.complete) return { complete: true, file, alreadyComplete: true };
  if (!existing) {
    const columns = Object.keys(owner);
    const values = [
      fileId,
      chunk.uploadId,
      ...columns.map((column) => owner[column] ?? null),
      chunk.fileName,
      file.contentType,
      chunk.size,
      chunk.chunkCount,
    ];
    await tx.query(
      `INSERT INTO ${store.files} (id, upload_id, ${columns.join(', ')}, file_name, content_type,
              size, chunk_count)
       VALUES (${values.map((_, index) => `$${index + 1}`).join(', ')})`,
      values,
    );
  }
  await tx.query(
    `INSERT INTO ${store.chunks} (file_id, chunk_index, data)
     VALUES ($1, $2, decode($3, 'base64'))
     ON CONFLICT (file_id, chunk_index) DO UPDATE SET data = EXCLUDED.data`,
    [fileId, chunk.chunkIndex, chunk.data],
  );
  const [{ received } = { received: 0 }] = await tx.query<{ received: number }>(
    `SELECT count(*)::int AS received FROM ${store.chunks} WHERE file_id = $1`,
    [fileId],
  );
  if (received < chunk.chunkCount) return { complete: false, received };
  const [whole] = await tx.query<{ body: string }>(
    `SELECT encode(string_agg(data, ''::bytea ORDER BY chunk_index), 'base64') AS body
       FROM ${store.chunks} WHERE file_id = $1`,
    [fileId],
  );
  const bytes = Buffer.from(whole?.body ?? '', 'base64');
  if (!bytesMatchType(chunk.fileName, bytes)) {
    await tx.query(`DELETE FROM ${store.files} WHERE id = $1`, [fileId]);
    return {
      refused: crmError(
        `${chunk.fileName}: the file's content does not match its type; it was not attached.`,
      ),
    };
  }
  await tx.query(
    `UPDATE ${store.files}
        SET body = (SELECT string_agg(data, ''::bytea ORDER BY chunk_index)
                      FROM ${store.chunks} WHERE file_id = $1),
            complete = true
      WHERE id = $1`,
    [fileId],
  );
  await tx.query(`DELETE FROM ${store.chunks} WHERE file_id = $1`, [fileId]);
  return { complete: true, file, alreadyComplete: false };
}

/** The answer of an upload call for a chunk's outcome. */
export function chunkAnswer(outcome: ChunkOutcome): ActionResult {
  if ('refused' in outcome) return outcome.refused;
  return outcome.complete
    ? ok({ complete: true, attachment: outcome.file })
    : ok({ complete: false, received: outcome.received });
}

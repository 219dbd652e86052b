import { attachmentProblem, REQUEST_LIMITS } from '../../../../schemas/supportRequests';
import { crmError, ok, payloadArg, stringArg, type CrmHandler } from '../../handler';
import { nextRecordId } from '../../records/recordIds';
import { bytesMatchType, storedContentType } from '../../records/requestFiles';

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * One chunk of an attachment upload into the CRM's document store (the gateway reads small
 * bodies, so a file arrives as uploadChunkBytes pieces): uploadId (the browser's key for the
 * file), fileName, size, chunkIndex, chunkCount and data (the chunk, base64). Name, type and size
 * are checked on the first chunk, the bytes against the type once the last arrives. A chunk sent
 * twice (a retry) replaces itself. Answers `{complete: false, received}` until the file is whole,
 * then `{complete: true, attachment: {id, fileName, contentType, size}}`: a staged file that a
 * createRequest or addRequestComment of the same user takes by its id.
 */
export const uploadRequestAttachment: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller, db } = request;
    if (caller.kind === 'guest' || !caller.contactId || !caller.accountId)
      return crmError('Sign in to attach files.', 401);
    const uploadId = stringArg(request, 'uploadId');
    if (!uploadId || !/^[A-Za-z0-9-]{8,64}$/.test(uploadId))
      return crmError('uploadId: 8 to 64 letters, digits or dashes.');
    const fileName = (stringArg(request, 'fileName') ?? '').trim();
    const size = Number(payloadArg(request, 'size'));
    const problem = attachmentProblem(fileName, Number.isInteger(size) ? size : 0);
    if (problem) return crmError(problem);
    const chunkBytes = REQUEST_LIMITS.uploadChunkBytes;
    const chunkCount = Math.ceil(size / chunkBytes);
    const chunkIndex = Number(payloadArg(request, 'chunkIndex'));
    if (Number(payloadArg(request, 'chunkCount')) !== chunkCount)
      return crmError(`chunkCount: ${chunkCount} chunks of ${chunkBytes} bytes for ${size} bytes.`);
    if (!Number.isInteger(chunkIndex) || chunkIndex < 0 || chunkIndex >= chunkCount)
      return crmError(`chunkIndex: 0 to ${chunkCount - 1}.`);
    const data = payloadArg(request, 'data');
    if (typeof data !== 'string' || !BASE64.test(data)) return crmError('data: base64 text.');
    const expected =
      chunkIndex < chunkCount - 1 ? chunkBytes : size - chunkBytes * (chunkCount - 1);
    if (Buffer.from(data, 'base64').length !== expected)
      return crmError(`Chunk ${chunkIndex + 1} of ${fileName} should hold ${expected} bytes.`);

    return db.transaction(async (tx) => {
      const [existing] = await tx.query<{
        id: string;
        file_name: string;
        size: number;
        complete: boolean;
      }>(
        `SELECT id, file_name, size, complete FROM support_request_files
          WHERE contact_id = $1 AND upload_id = $2 FOR UPDATE`,
        [caller.contactId, uploadId],
      );
      if (existing && (existing.file_name !== fileName || Number(existing.size) !== size))
        return crmError('This upload id belongs to another file.', 409);
      const fileId = existing?.id ?? (await nextRecordId(tx, '069'));
      const attachment = {
        id: fileId,
        fileName,
        contentType: storedContentType(fileName),
        size,
      };
      if (existing?.complete) return ok({ complete: true, attachment });
      if (!existing)
        await tx.query(
          `INSERT INTO support_request_files (id, upload_id, account_id, contact_id, file_name,
                  content_type, size, chunk_count)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
          [
            fileId,
            uploadId,
            caller.accountId,
            caller.contactId,
            fileName,
            attachment.contentType,
            size,
            chunkCount,
          ],
        );
      await tx.query(
        `INSERT INTO support_request_file_chunks (file_id, chunk_index, data)
         VALUES ($1, $2, decode($3, 'base64'))
         ON CONFLICT (file_id, chunk_index) DO UPDATE SET data = EXCLUDED.data`,
        [fileId, chunkIndex, data],
      );
      const [{ received } = { received: 0 }] = await tx.query<{ received: number }>(
        'SELECT count(*)::int AS received FROM support_request_file_chunks WHERE file_id = $1',
        [fileId],
      );
      if (received < chunkCount) return ok({ complete: false, received });
      const [whole] = await tx.query<{ body: string }>(
        `SELECT encode(string_agg(data, ''::bytea ORDER BY chunk_index), 'base64') AS body
           FROM support_request_file_chunks WHERE file_id = $1`,
        [fileId],
      );
      const bytes = Buffer.from(whole?.body ?? '', 'base64');
      if (!bytesMatchType(fileName, bytes)) {
        await tx.query('DELETE FROM support_request_files WHERE id = $1', [fileId]);
        return crmError(
          `${fileName}: the file's content does not match its type; it was not attached.`,
        );
      }
      await tx.query(
        `UPDATE support_request_files
            SET body = (SELECT string_agg(data, ''::bytea ORDER BY chunk_index)
                          FROM support_request_file_chunks WHERE file_id = $1),
                complete = true
          WHERE id = $1`,
        [fileId],
      );
      await tx.query('DELETE FROM support_request_file_chunks WHERE file_id = $1', [fileId]);
      return ok({ complete: true, attachment });
    });
  },
};

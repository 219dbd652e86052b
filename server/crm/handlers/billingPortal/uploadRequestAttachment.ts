import { REQUEST_ATTACHMENT_POLICY } from '../../../../schemas/supportRequests';
import { crmError, type CrmHandler } from '../../handler';
import {
  chunkAnswer,
  readUploadChunk,
  REQUEST_FILE_STORE,
  storeUploadChunk,
} from '../../records/chunkedUpload';

/**
 * One chunk of an attachment upload into the CRM's document store (the gateway reads small
 * bodies, so a file arrives as uploadChunkBytes pieces): uploadId (the browser's key for the
 * file), fileName, size, chunkIndex, chunkCount and data (the chunk, base64). Name, type and size
 * are checked on every chunk, the bytes against the type once the last arrives
 * (records/chunkedUpload.ts, shared with the PO document). A chunk sent twice (a retry) replaces
 * itself. Answers `{complete: false, received}` until the file is whole, then
 * `{complete: true, attachment: {id, fileName, contentType, size}}`: a staged file that a
 * createRequest or addRequestComment of the same user takes by its id.
 */
export const uploadRequestAttachment: CrmHandler = {
  method: 'POST',
  async handle(request) {
    const { caller, db } = request;
    if (caller.kind === 'guest' || !caller.contactId || !caller.accountId)
      return crmError('Sign in to attach files.', 401);
    const chunk = readUploadChunk(request, REQUEST_ATTACHMENT_POLICY);
    if ('refused' in chunk) return chunk.refused;
    const { accountId, contactId } = caller;
    return db.transaction(async (tx) =>
      chunkAnswer(
        await storeUploadChunk(tx, REQUEST_FILE_STORE, chunk, {
          account_id: accountId,
          contact_id: contactId,
        }),
      ),
    );
  },
};

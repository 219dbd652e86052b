import { useBlockMutation } from '../../data/useBlockMutation';
import {
  addComment,
  createRequest,
  setRequestStatus,
  uploadAttachment,
  type UploadSource,
} from './requestsCalls';
import { REQUESTS_QUERY_KEY } from './requestsStore';
import type { NewRequest } from './requestsTypes';

/**
 * The writes of support requests. Each failure is the spec's error toast (the form keeps what was
 * typed: nothing is cleared until the CRM has answered), and each success refreshes every request
 * query (list and detail).
 */
export function useRequestActions() {
  const create = useBlockMutation({
    mutationFn: (connection, request: NewRequest) => createRequest(connection, request),
    invalidates: [REQUESTS_QUERY_KEY, 'getLookupRecords'],
    failure: 'toast',
  });
  const comment = useBlockMutation({
    mutationFn: (
      connection,
      input: { requestId: string; bodyHtml: string; attachmentIds: readonly string[] },
    ) => addComment(connection, input.requestId, input.bodyHtml, input.attachmentIds),
    invalidates: [REQUESTS_QUERY_KEY],
    failure: 'toast',
  });
  const changeStatus = useBlockMutation({
    mutationFn: (connection, input: { requestId: string; action: 'close' | 'reopen' }) =>
      setRequestStatus(connection, input.requestId, input.action),
    invalidates: [REQUESTS_QUERY_KEY, 'getLookupRecords'],
    failure: 'toast',
  });
  const upload = useBlockMutation({
    mutationFn: (
      connection,
      input: { file: UploadSource; uploadId: string; onProgress?: (share: number) => void },
    ) => uploadAttachment(connection, input.file, input.uploadId, input.onProgress),
    invalidates: [],
    // The file list shows which file failed and why, next to the file.
    failure: 'inline',
  });
  return { create, comment, changeStatus, upload };
}

import { useCallback, useState } from 'react';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { newUploadId } from '../documents/index';
import { acceptFiles } from './requestsRules';
import { uploadAttachment } from './requestsCalls';
import type { AttachmentUpload } from './requestsTypes';

export type { AttachmentUpload } from './requestsTypes';

/**
 * The attachments of one message (a new request, a comment): files upload as soon as they are
 * chosen, in chunks, each with its progress; a refused or failed file says why next to it and
 * the others go on. The message sends the uploaded ones' ids.
 */
export function useAttachmentUploads() {
  const connection = useGatewayConnection();
  const [uploads, setUploads] = useState<AttachmentUpload[]>([]);
  const [problems, setProblems] = useState<string[]>([]);

  const patch = useCallback((key: string, change: Partial<AttachmentUpload>) => {
    setUploads((current) =>
      current.map((upload) => (upload.key === key ? { ...upload, ...change } : upload)),
    );
  }, []);

  const add = useCallback(
    (files: readonly File[]) => {
      const { accepted, problems: refused } = acceptFiles(uploads.length, files);
      setProblems(refused);
      const started = accepted.map((file) => ({ file, key: newUploadId() }));
      setUploads((current) => [
        ...current,
        ...started.map(({ file, key }) => ({
          key,
          name: file.name,
          size: file.size,
          state: 'uploading' as const,
          progress: 0,
          attachment: null,
          error: null,
        })),
      ]);
      for (const { file, key } of started) {
        uploadAttachment(connection, file, key, (progress) => patch(key, { progress }))
          .then((attachment) => patch(key, { state: 'done', progress: 1, attachment }))
          .catch((error: unknown) =>
            patch(key, {
              state: 'failed',
              error: error instanceof Error ? error.message : `${file.name} could not be uploaded.`,
            }),
          );
      }
    },
    [connection, patch, uploads.length],
  );

  const remove = useCallback((key: string) => {
    setUploads((current) => current.filter((upload) => upload.key !== key));
  }, []);

  const clear = useCallback(() => {
    setUploads([]);
    setProblems([]);
  }, []);

  return {
    uploads,
    problems,
    add,
    remove,
    clear,
    busy: uploads.some((upload) => upload.state === 'uploading'),
    attachmentIds: uploads.flatMap((upload) => (upload.attachment ? [upload.attachment.id] : [])),
  };
}

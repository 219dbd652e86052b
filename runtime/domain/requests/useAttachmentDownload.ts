import { useCallback } from 'react';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { downloadAttachment } from './requestsCalls';

/** Fetches an attachment through the CRM (ownership checked there) as a Blob. */
export function useAttachmentDownload(): (attachmentId: string) => Promise<Blob> {
  const connection = useGatewayConnection();
  return useCallback((attachmentId) => downloadAttachment(connection, attachmentId), [connection]);
}

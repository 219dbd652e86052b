import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { getInvoiceDocument } from './billingCalls';
import { billingKeys } from './billingStore';
import { blobOfChunks, blobPreviewType, type BlobPreviewType } from './documentRules';

/** An invoice's PDF as a file: its name, its Blob and whether it may be previewed. */
export interface LoadedDocument {
  fileName: string;
  blob: Blob;
  previewType: BlobPreviewType | null;
}

/**
 * The invoice's PDF, fetched as base64 chunks of 512 characters and put back together as a Blob
 * (spec 001 section 5); `url` is an object URL of it for the preview, download and print, revoked
 * when the document changes or the block unmounts.
 */
export function useInvoiceDocument(invoiceId: string | null, enabled = true) {
  const connection = useGatewayConnection();
  const query = useQuery({
    queryKey: billingKeys.document(invoiceId ?? ''),
    queryFn: async ({ signal }): Promise<LoadedDocument> => {
      const document = await getInvoiceDocument(connection, invoiceId ?? '', signal);
      return {
        fileName: document.fileName,
        blob: blobOfChunks(document.chunks, document.contentType, document.size),
        previewType: blobPreviewType(document.fileName),
      };
    },
    enabled: enabled && invoiceId !== null,
    staleTime: 5 * 60_000,
    meta: { handlesErrors: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  const blob = query.data?.blob ?? null;
  useEffect(() => {
    if (!blob) return;
    const objectUrl = URL.createObjectURL(blob);
    // An object URL is an external resource: made for the blob and revoked with it, so it lives
    // in an effect (a memo would leak it, or revoke it under StrictMode's second mount).
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setUrl(objectUrl);
    return () => {
      URL.revokeObjectURL(objectUrl);
      setUrl(null);
    };
  }, [blob]);
  return { query, url };
}

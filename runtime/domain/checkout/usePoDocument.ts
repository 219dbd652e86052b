import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { PO_DOCUMENT_POLICY } from '../../../schemas/checkout/poDocument';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { saveDownload } from '../../data/index';
import { fileBlob, newUploadId, uploadProblem } from '../documents/index';
import { checkoutKeys } from './checkoutStore';
import type { QuoteFields } from './checkoutTypes';
import { getPoDocument, removePoDocument, uploadPoDocument } from './poDocumentCalls';
import { QUOTE_FIELD } from './quoteFieldNames';

/** What the PO document control shows. */
export interface PoDocumentView {
  /** The quote's stored document (its file name), kept while a replacement uploads or fails. */
  storedName: string | null;
  /** A file being uploaded, or the last one that failed. */
  pending: {
    name: string;
    size: number;
    state: 'uploading' | 'failed';
    progress: number;
    error: string | null;
  } | null;
  removing: boolean;
  /** Why a remove or a download failed. */
  actionError: string | null;
}

const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message ? error.message : fallback;

/**
 * The quote's PO document at checkout: choosing a file checks it (PO_DOCUMENT_POLICY, the CRM's
 * own words) and uploads it in chunks with its progress; once whole the CRM makes it the quote's
 * document, replacing the one before. A refused or failed upload says why and keeps the stored
 * document and everything else typed (nothing else is touched). Remove and download go through
 * the CRM, which answers only the quote's owner.
 */
export function usePoDocument(quoteId: string | null, storedName: string | null) {
  const connection = useGatewayConnection();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<PoDocumentView['pending']>(null);
  const [removing, setRemoving] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);
  // The upload under way: a newer choice makes an older one's answer stale.
  const current = useRef<string | null>(null);

  const setStoredName = useCallback(
    (name: string | null) => {
      if (!quoteId) return;
      queryClient.setQueryData<QuoteFields>(checkoutKeys.fields(quoteId), (fields) => ({
        ...fields,
        [QUOTE_FIELD.poDocumentName]: name,
      }));
    },
    [queryClient, quoteId],
  );

  const choose = useCallback(
    (file: File) => {
      if (!quoteId) return;
      setActionError(null);
      const problem = uploadProblem(file.name, file.size, PO_DOCUMENT_POLICY);
      if (problem) {
        current.current = null;
        setPending({
          name: file.name,
          size: file.size,
          state: 'failed',
          progress: 0,
          error: problem,
        });
        return;
      }
      const uploadId = newUploadId();
      current.current = uploadId;
      setPending({
        name: file.name,
        size: file.size,
        state: 'uploading',
        progress: 0,
        error: null,
      });
      uploadPoDocument(connection, quoteId, file, uploadId, (progress) => {
        if (current.current === uploadId)
          setPending((shown) => (shown ? { ...shown, progress } : shown));
      })
        .then((stored) => {
          if (current.current !== uploadId) return;
          current.current = null;
          setStoredName(stored.fileName);
          setPending(null);
        })
        .catch((error: unknown) => {
          if (current.current !== uploadId) return;
          current.current = null;
          setPending({
            name: file.name,
            size: file.size,
            state: 'failed',
            progress: 0,
            error: messageOf(error, `${file.name} could not be uploaded.`),
          });
        });
    },
    [connection, quoteId, setStoredName],
  );

  /** Drops a failed upload's message (the stored document stays). */
  const dismiss = useCallback(() => {
    current.current = null;
    setPending(null);
  }, []);

  const remove = useCallback(async () => {
    if (!quoteId) return;
    setRemoving(true);
    setActionError(null);
    try {
      await removePoDocument(connection, quoteId);
      setStoredName(null);
    } catch (error) {
      setActionError(`The PO document could not be removed: ${messageOf(error, 'try again.')}`);
    } finally {
      setRemoving(false);
    }
  }, [connection, quoteId, setStoredName]);

  const download = useCallback(async () => {
    if (!quoteId) return;
    setActionError(null);
    try {
      const file = await getPoDocument(connection, { quoteId });
      saveDownload(fileBlob(file), file.fileName);
    } catch (error) {
      setActionError(`The PO document could not be downloaded: ${messageOf(error, 'try again.')}`);
    }
  }, [connection, quoteId]);

  const view: PoDocumentView = { storedName, pending, removing, actionError };
  return { ...view, choose, dismiss, remove, download, policy: PO_DOCUMENT_POLICY };
}

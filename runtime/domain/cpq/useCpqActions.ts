import { useQueryClient } from '@tanstack/react-query';
import { useBlockMutation } from '../../data/useBlockMutation';
import { saveDownload, base64Bytes } from '../../data/saveDownload';
import { useCartActions } from '../cart/index';
import { getCpqQuoteDocument, requestCpqDiscount, saveCpqQuote } from './cpqCalls';
import { storeQuote } from './cpqStore';
import type { CpqSelection } from './cpqTypes';
import { useCpqViewer } from './useCpq';

/**
 * The configurator's writes. Each failure is the spec's error toast (the block keeps what the
 * customer chose); each answer is the quote as it now stands and replaces the cached one.
 * "Make this the active cart" is the cart area's own makeActiveCart, so the cart, its badge and
 * the cart block show the quote at once.
 */
export function useCpqActions() {
  const queryClient = useQueryClient();
  const viewer = useCpqViewer();
  const save = useBlockMutation({
    mutationFn: (connection, input: { selection: CpqSelection; quoteId: string | null }) =>
      saveCpqQuote(connection, input),
    invalidates: [],
    failure: 'toast',
    onSuccess: (quote) => storeQuote(queryClient, viewer.key, quote),
  });
  const requestDiscount = useBlockMutation({
    mutationFn: (connection, input: { quoteId: string; percent: number; reason: string }) =>
      requestCpqDiscount(connection, input),
    invalidates: [],
    failure: 'toast',
    onSuccess: (quote) => storeQuote(queryClient, viewer.key, quote),
  });
  const download = useBlockMutation({
    mutationFn: async (connection, quoteId: string) => {
      const file = await getCpqQuoteDocument(connection, quoteId);
      saveDownload(new Blob([base64Bytes(file.base64)], { type: file.contentType }), file.fileName);
      return file;
    },
    invalidates: [],
    failure: 'toast',
  });
  const { activate } = useCartActions();
  return { save, requestDiscount, download, makeActive: activate };
}

import { base64Bytes, saveDownload, useBlockMutation } from '../../data/index';
import { fileBlob } from '../documents/index';
import { getPoDocument, type PoDocumentLookup } from '../checkout/index';
import { getOrderDocument, reorder } from './ordersCalls';
import type { OrderDocumentFile, OrderLookup, ReorderResult } from './ordersTypes';

/** The cart's queries (runtime/domain/cart/cartStore.ts CART_QUERY_KEY): a reorder changes them. */
const CART_KEY = ['cart'] as const;

/**
 * Reorder: the order's lines go into the active cart (the CRM raises quantities of lines already
 * there); the cart and its badge load again. The block shows a failure next to the button.
 */
export function useReorder() {
  return useBlockMutation<ReorderResult, string>({
    mutationFn: (connection, orderId) => reorder(connection, orderId),
    invalidates: [CART_KEY],
    failure: 'inline',
  });
}

/** Hands a generated file to the browser as a download, without leaving the page. */
export function saveFile(file: OrderDocumentFile): void {
  saveDownload(new Blob([base64Bytes(file.base64)], { type: file.contentType }), file.fileName);
}

/** The order's PDF, downloaded when it arrives; the block shows a failure next to the button. */
export function useOrderDocument() {
  return useBlockMutation<OrderDocumentFile, OrderLookup>({
    mutationFn: (connection, lookup) => getOrderDocument(connection, lookup),
    invalidates: [],
    failure: 'inline',
    onSuccess: (file) => saveFile(file),
  });
}

/**
 * The order's PO document, saved as a file when it arrives (the CRM answers only who may see the
 * order, with the type it stored); the block shows a failure next to the link.
 */
export function useOrderPoDocument() {
  return useBlockMutation<{ fileName: string; blob: Blob }, PoDocumentLookup>({
    mutationFn: async (connection, lookup) => {
      const file = await getPoDocument(connection, lookup);
      return { fileName: file.fileName, blob: fileBlob(file) };
    },
    invalidates: [],
    failure: 'inline',
    onSuccess: (file) => saveDownload(file.blob, file.fileName),
  });
}

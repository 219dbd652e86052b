import { useBlockMutation } from '../../data/index';
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
  const bytes = Uint8Array.from(atob(file.base64), (char) => char.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: file.contentType }));
  const link = document.createElement('a');
  link.href = url;
  link.download = file.fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; release it once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
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

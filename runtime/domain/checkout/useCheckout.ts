import { useCallback, useId, useMemo, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { useBlockQuery } from '../../data/useBlockQuery';
import { useCart } from '../cart/index';
import type { Cart } from '../cart/index';
import type { QuoteFields } from './checkoutTypes';
import { fieldSaverFor, quoteFieldsOptions } from './checkoutStore';
import { EMPTY_VIEW, type FieldSaver, type SaverView } from './fieldSaver';

/**
 * No saves: the saver's own first view (the same object), so the hydration's value and the
 * client's are equal until something is typed or restored, and React draws the checkout once.
 */
const NO_SAVES: SaverView = EMPTY_VIEW;
const noSubscription = () => () => undefined;

/** What every checkout block reads: the cart, the quote's fields as typed, and the saves. */
export interface CheckoutData {
  cart: Cart | null;
  /** The quote's fields with every typed, unsaved value laid over the saved ones. */
  fields: QuoteFields;
}

/**
 * The checkout of the active cart: its quote's fields (getRecord) with the values typed but not
 * yet saved laid over them, and `set` to change fields (saved debounced through the quote's one
 * field saver; a refused save keeps the typed value and shows the CRM's reason). `query` has the
 * shape `QueryStates` reads.
 */
export function useCheckout() {
  const connection = useGatewayConnection();
  const queryClient = useQueryClient();
  const cart = useCart();
  const quoteId = cart.data?.quote.id ?? null;
  // Read by the server's render too (useBlockQuery), once the cart it shows is known.
  const fieldsQuery = useBlockQuery({
    ...quoteFieldsOptions(connection, quoteId ?? ''),
    enabled: quoteId !== null,
  });
  const saver: FieldSaver | null = useMemo(
    () => (quoteId ? fieldSaverFor(queryClient, connection, quoteId) : null),
    [queryClient, connection, quoteId],
  );
  // Each block writes as its own owner, so a failed save is reported by the block it came from.
  const owner = useId();
  const allSaves = useSyncExternalStore(
    saver ? (listener) => saver.subscribe(listener) : noSubscription,
    () => saver?.snapshot() ?? NO_SAVES,
    () => NO_SAVES,
  );
  const saves = useMemo(
    () => ({
      ...allSaves,
      error: allSaves.failedOwners.includes(owner) ? allSaves.error : null,
      /** A save of any block failed (the place-order reasons say so). */
      failedAnywhere: allSaves.error !== null,
    }),
    [allSaves, owner],
  );
  const fields = useMemo(
    () => ({ ...(fieldsQuery.data ?? {}), ...saves.unsaved }),
    [fieldsQuery.data, saves.unsaved],
  );
  const set = useCallback((values: QuoteFields) => saver?.set(values, owner), [saver, owner]);
  /** A default: set only where nothing is typed (FieldSaver.offer). */
  const offer = useCallback((values: QuoteFields) => saver?.offer(values, owner), [saver, owner]);
  const flush = useCallback(async () => saver?.flush(), [saver]);

  const noCart = cart.isSuccess && quoteId === null;
  const query = {
    isPending: cart.isPending || (quoteId !== null && fieldsQuery.isPending),
    isError: cart.isError || fieldsQuery.isError,
    error: cart.error ?? fieldsQuery.error,
    data:
      cart.isSuccess && (noCart || fieldsQuery.isSuccess)
        ? ({ cart: cart.data, fields } as CheckoutData)
        : undefined,
    refetch: () => (cart.isError ? cart.refetch() : fieldsQuery.refetch()),
  };
  // A guest has no contact: the CRM answers for the guest account (spec 000 section 6).
  const isGuest = connection.session().activeStorefront.contactId === null;
  return { query, quoteId, cart: cart.data ?? null, fields, saves, set, offer, flush, isGuest };
}

import { useEffect, useSyncExternalStore } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { emitCartChanged } from './cartBridge';
import { CART_QUERY_KEY, cartQueryOptions, cartSnapshot } from './cartStore';
import type { Cart } from './cartTypes';
import { firstPageHydrationStart, renderedQueryAnswer } from '../../ssr/hydratingFirstPage';

const neverChanges = () => () => undefined;

/** The active cart as a query; every fresh answer is announced to the badge and the sandbox. */
export function useCart() {
  const connection = useGatewayConnection();
  const query = useQuery<Cart | null>(cartQueryOptions(connection));
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) emitCartChanged(cartSnapshot(data));
  }, [data]);
  // The cart's first load starts at the hydration's commit, but a block whose Suspense boundary
  // hydrates after that commit can meet its answer: drawn at once, it differed from what the
  // server drew (React error 418, the whole block drawn again: Lighthouse's manager cart, 1 run
  // in 7). While the block adopts the server's markup, an answer newer than the hydration is held
  // back and the server's is drawn (its answer, or the loading state when it had none); React
  // renders the new one right after, because the client's value (never held back) differs from
  // the hydration's. Only then: a block whose answer is the server's (the signed-in cart in the
  // page's HTML) is not drawn a second time after hydrating, which every cart and checkout block
  // was when this was `useHydrated()` (the checkout's whole re-render after hydrating).
  const newerThanHydration = query.dataUpdatedAt > firstPageHydrationStart();
  const heldBack = useSyncExternalStore(
    neverChanges,
    () => false,
    () => newerThanHydration,
  );
  if (heldBack) {
    const rendered = renderedQueryAnswer(CART_QUERY_KEY);
    const asRendered = rendered
      ? {
          data: rendered.data,
          status: 'success',
          isSuccess: true,
          isPending: false,
          isLoading: false,
        }
      : { data: undefined, status: 'pending', isSuccess: false, isPending: true, isLoading: true };
    // The result's fields as the server's render had them; the rest (refetch...) is the query's.
    return { ...query, ...asRendered, isError: false, error: null } as unknown as typeof query;
  }
  return query;
}

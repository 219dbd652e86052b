import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { emitCartChanged } from './cartBridge';
import { CART_QUERY_KEY, cartQueryOptions, cartSnapshot } from './cartStore';
import type { Cart } from './cartTypes';
import { useHydrated } from '../../ssr/useHydrated';
import { firstPageHydrationStart, renderedQueryAnswer } from '../../ssr/hydratingFirstPage';

/** The active cart as a query; every fresh answer is announced to the badge and the sandbox. */
export function useCart() {
  const connection = useGatewayConnection();
  const query = useQuery<Cart | null>(cartQueryOptions(connection));
  const hydrated = useHydrated();
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) emitCartChanged(cartSnapshot(data));
  }, [data]);
  // The cart's first load starts at the hydration's commit, but a block whose Suspense boundary
  // hydrates after that commit can meet its answer: drawn at once, it differed from what the
  // server drew (React error 418, the whole block drawn again: Lighthouse's manager cart, 1 run
  // in 7). While the block adopts the server's markup, an answer newer than the hydration is held
  // back and the server's is drawn (its answer, or the loading state when it had none); React
  // renders the new one right after (useHydrated).
  if (!hydrated && query.dataUpdatedAt > firstPageHydrationStart()) {
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

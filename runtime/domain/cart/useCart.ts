import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { emitCartChanged } from './cartBridge';
import { cartQueryOptions, cartSnapshot } from './cartStore';
import type { Cart } from './cartTypes';
import { useHydrated } from '../../ssr/useHydrated';
import { firstPageHydrationStart } from '../../ssr/hydratingFirstPage';

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
  // hydrates after that commit can meet its answer: drawn at once, it differed from the server's
  // loading state (React error 418, the whole block drawn again: Lighthouse's manager cart, 1 run
  // in 7). While the block adopts the server's markup, an answer newer than the hydration is held
  // back; React renders it right after (useHydrated).
  if (!hydrated && query.dataUpdatedAt > firstPageHydrationStart()) {
    return {
      ...query,
      data: undefined,
      status: 'pending',
      isPending: true,
      isSuccess: false,
      isLoading: true,
    } as unknown as typeof query;
  }
  return query;
}

import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { emitCartChanged } from './cartBridge';
import { cartQueryOptions, cartSnapshot } from './cartStore';
import type { Cart } from './cartTypes';

/** The active cart as a query; every fresh answer is announced to the badge and the sandbox. */
export function useCart() {
  const connection = useGatewayConnection();
  const query = useQuery<Cart | null>(cartQueryOptions(connection));
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) emitCartChanged(cartSnapshot(data));
  }, [data]);
  return query;
}

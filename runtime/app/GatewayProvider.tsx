import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { GatewayConnection } from '../gateway/index';

interface GatewayContextValue {
  connection: GatewayConnection;
  queryClient: QueryClient;
}

const GatewayContext = createContext<GatewayContextValue | null>(null);

/**
 * Gives blocks the app's gateway connection and its TanStack Query client, so block data hooks
 * call the typed operations with the current session and share the app's cache (two blocks
 * asking for the same data make one request). The storefront provides it; tests and stories
 * wrap a block in it with their own connection.
 */
export function GatewayProvider({
  connection,
  queryClient,
  children,
}: GatewayContextValue & { children: ReactNode }) {
  const value = useMemo(() => ({ connection, queryClient }), [connection, queryClient]);
  return (
    <GatewayContext.Provider value={value}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </GatewayContext.Provider>
  );
}

/** The gateway connection for the blocks below a GatewayProvider. */
export function useGatewayConnection(): GatewayConnection {
  const value = useContext(GatewayContext);
  if (!value) {
    throw new Error('useGatewayConnection: no GatewayProvider above this component');
  }
  return value.connection;
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { useSession } from '../../session/index';
import { bundlesOptions, cpqKeys, quoteOptions, quotesOptions } from './cpqStore';

/** Whose quotes the cache holds (the signed-in username) and whether they may ask for a discount. */
export function useCpqViewer(): { key: string; isManager: boolean; isLoggedIn: boolean } {
  const { isLoggedIn, profile } = useSession();
  return {
    key: isLoggedIn && profile ? profile.username : 'guest',
    // Mirrors the server's rule (the CRM refuses anyone else's discount request).
    isManager: isLoggedIn && profile?.userType === 'AWSManager',
    isLoggedIn,
  };
}

/** The bundles priced for the caller's account; nothing is asked before sign-in. */
export function useCpqBundles() {
  const connection = useGatewayConnection();
  const viewer = useCpqViewer();
  return useQuery({ ...bundlesOptions(connection, viewer.key), enabled: viewer.isLoggedIn });
}

/** A saved quote (null: none yet), polled while a discount waits for approval. */
export function useCpqQuote(quoteId: string | null) {
  const connection = useGatewayConnection();
  const viewer = useCpqViewer();
  return useQuery({
    ...quoteOptions(connection, viewer.key, quoteId ?? ''),
    enabled: viewer.isLoggedIn && quoteId !== null,
  });
}

/** The caller's saved quotes, newest first; nothing is asked before sign-in. */
export function useCpqQuotes() {
  const connection = useGatewayConnection();
  const viewer = useCpqViewer();
  return useQuery({ ...quotesOptions(connection, viewer.key), enabled: viewer.isLoggedIn });
}

/**
 * Reads the saved quotes again: after a quote became the active cart, another may have stopped
 * being it, which no single write's answer tells.
 */
export function useRefreshCpqQuotes(): () => Promise<void> {
  const queryClient = useQueryClient();
  const viewer = useCpqViewer();
  return () => queryClient.invalidateQueries({ queryKey: cpqKeys.quotes(viewer.key) });
}

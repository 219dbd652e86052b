import { useMutation, type UseMutationResult } from '@tanstack/react-query';
// The app's GatewayProvider (runtime/app) supplies the connection and the shared query client.
import { useGatewayConnection } from '../app/GatewayProvider';
import type { GatewayConnection } from '../gateway/index';
import { blockMutationMeta, type FailureDisplay, type Invalidation } from './blockMutation';

/** A write of the data-block kit: what it does, what it makes stale, who shows its failure. */
export interface BlockMutationOptions<Data, Variables> {
  /** The write: one or more gateway calls (a domain service or makeCall). */
  mutationFn: (connection: GatewayConnection, variables: Variables) => Promise<Data>;
  /** Reads refetched after it succeeds; `[]` when the write updates the cache itself. */
  invalidates: readonly Invalidation[];
  /** `'toast'`: the spec's error toast; `'inline'`: the block renders `MutationError`. */
  failure: FailureDisplay;
  /** Runs after success, before the declared reads are refetched. */
  onSuccess?: (data: Data, variables: Variables) => unknown;
}

/**
 * A write as a TanStack mutation with its declarations: the gateway client's retries only (never
 * a second layer here), the declared reads refetched on success (declaredInvalidation.ts), the
 * failure shown where declared. Blocks and domain hooks build every write on this.
 */
export function useBlockMutation<Data, Variables = void>(
  options: BlockMutationOptions<Data, Variables>,
): UseMutationResult<Data, Error, Variables> {
  const connection = useGatewayConnection();
  const { mutationFn, invalidates, failure, onSuccess } = options;
  return useMutation({
    // onSuccess runs inside the write, so the answer is in the cache before the query client's
    // declared invalidation refetches (TanStack runs the cache's onSuccess before the mutation's).
    mutationFn: async (variables: Variables) => {
      const data = await mutationFn(connection, variables);
      await onSuccess?.(data, variables);
      return data;
    },
    meta: blockMutationMeta(invalidates, failure),
  });
}

import type { UseMutationResult } from '@tanstack/react-query';
import { makeCall } from '../gateway/makeCall';
import type { MakeCallRequest } from '../gateway/makeCallRequest';
import type { FailureDisplay, Invalidation } from './blockMutation';
import { useBlockMutation } from './useBlockMutation';

/** How a CRM write declares what it changes and who shows its failure. */
export interface MakeCallMutationOptions {
  /** CRM call types (or query keys) whose cached reads this write changes; refetched after it. */
  invalidates: readonly Invalidation[];
  /** `'toast'`: the spec's error toast; `'inline'`: the block renders `MutationError`. */
  failure: FailureDisplay;
}

/**
 * One CRM write through makeCall (`useBlockMutation` with a single call): the request is built
 * from the variables at call time.
 */
export function useMakeCallMutation<Content, Variables = void>(
  buildRequest: (variables: Variables) => MakeCallRequest,
  options: MakeCallMutationOptions,
): UseMutationResult<Content, Error, Variables> {
  return useBlockMutation<Content, Variables>({
    mutationFn: (connection, variables) => makeCall<Content>(connection, buildRequest(variables)),
    ...options,
  });
}

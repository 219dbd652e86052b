import { useMutation, type UseMutationResult } from '@tanstack/react-query';
// The app's GatewayProvider (runtime/app) supplies the connection and the shared query client.
import { useGatewayConnection } from '../app/GatewayProvider';
import { makeCall } from '../gateway/makeCall';
import type { MakeCallRequest } from '../gateway/makeCallRequest';

/** How a CRM write declares what it changes and who shows its failure. */
export interface MakeCallMutationOptions {
  /** The CRM call types whose cached reads this write changes; refetched after it succeeds. */
  invalidates?: readonly string[];
  /** Set when the caller shows the failure itself instead of the spec's error toast. */
  handlesErrors?: boolean;
}

/**
 * A CRM write through makeCall as a TanStack mutation: the request is built from the variables
 * at call time, the write's retries are the gateway client's (never a second layer here), a
 * failure reaches the error toast unless handled, and success invalidates the declared reads.
 */
export function useMakeCallMutation<Content, Variables = void>(
  buildRequest: (variables: Variables) => MakeCallRequest,
  options: MakeCallMutationOptions = {},
): UseMutationResult<Content, Error, Variables> {
  const connection = useGatewayConnection();
  return useMutation({
    mutationFn: (variables: Variables) => makeCall<Content>(connection, buildRequest(variables)),
    meta: { invalidates: options.invalidates ?? [], handlesErrors: options.handlesErrors },
  });
}

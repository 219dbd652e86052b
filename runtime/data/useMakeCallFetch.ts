import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useGatewayConnection } from '../app/GatewayProvider';
import type { MakeCallRequest } from '../gateway/makeCallRequest';
import { makeCallQueryOptions } from './makeCallQuery';

/**
 * A CRM read a user asks for by a click (an export, a download), not while rendering: it goes
 * through the query cache under its request's key, so an equal read already cached or under way is
 * not asked again. The caller shows the failure (the promise rejects), so no error toast.
 */
export function useMakeCallFetch(): <Content>(request: MakeCallRequest) => Promise<Content> {
  const connection = useGatewayConnection();
  const queryClient = useQueryClient();
  return useCallback(
    <Content>(request: MakeCallRequest) =>
      queryClient.fetchQuery({
        ...makeCallQueryOptions<Content>(connection, request),
        meta: { handlesErrors: true },
      }),
    [connection, queryClient],
  );
}

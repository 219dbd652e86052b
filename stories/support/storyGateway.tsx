import { QueryClient } from '@tanstack/react-query';
import type { Decorator } from '@storybook/react-vite';
import { GatewayProvider } from '../../runtime/index';
import { createGatewayClient } from '../../runtime/gateway/client';
import type { GatewayConnection } from '../../runtime/gateway/gatewayConnection';

/** What the story's CRM answers to one makeCall: a CRM result, or 'pending' to stay loading. */
export type CrmAnswer = { statusCode: number; content: unknown } | 'pending';

/**
 * A stand-in gateway for data block stories: answers salesforceActions/makeCall with `answer`,
 * exactly as the local gateway nests it, so the block runs its real data path.
 */
function storyConnection(answer: (type: string, payload: unknown) => CrmAnswer): GatewayConnection {
  const fakeFetch = async (_input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const body = JSON.parse(String(init?.body)) as { variables: { data?: string } };
    const data = JSON.parse(body.variables.data ?? '{}') as { endpoint?: string; payload?: string };
    const type = new URL(data.endpoint ?? '', 'https://crm.invalid').searchParams.get('type') ?? '';
    const result = answer(type, data.payload ? (JSON.parse(data.payload) as unknown) : null);
    if (result === 'pending') return new Promise<Response>(() => {});
    const nested = JSON.stringify({ statusCode: 200, salesforceActions: JSON.stringify(result) });
    return new Response(JSON.stringify({ data: { salesforceActions: nested } }), {
      headers: { 'content-type': 'application/json' },
    });
  };
  return {
    client: createGatewayClient('/graphql', 'story-key', { fetch: fakeFetch }),
    session: () => ({
      domain: 'portal.localhost',
      accessToken: 'story-token',
      activeStorefront: { accountId: 'ACC-1', userType: 'AWSManager', contactId: 'CON-1' },
      indirectBuyerAccountId: null,
    }),
  };
}

/** Wraps a story in a GatewayProvider with its own cache and the given CRM answers. */
export function withCrm(answer: (type: string, payload: unknown) => CrmAnswer): Decorator {
  // One connection and cache per decorator, so re-rendering a story does not refetch.
  const connection = storyConnection(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (Story) => (
    <GatewayProvider connection={connection} queryClient={queryClient}>
      <Story />
    </GatewayProvider>
  );
}

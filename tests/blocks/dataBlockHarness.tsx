import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GatewayProvider } from '../../runtime/app/GatewayProvider';
import type { GatewaySession } from '../../runtime/gateway/index';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
  type ReceivedRequest,
} from '../runtime/gateway/fakeGatewayFetch';

/**
 * A fake gateway behind the real gateway client: `answer` gets the decoded makeCall data of each
 * request and returns the CRM result ({statusCode, content}). Each harness has a fresh query
 * cache (or the one given, e.g. the app's own); `render` mounts a block with it, after anything the test did first (e.g. what the route
 * loader fetches).
 */
export function gatewayHarness(
  answer: (data: Record<string, unknown>) => unknown,
  queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  }),
  /** Whose session calls (a signed-in manager by default; GUEST_SESSION for a guest). */
  session?: GatewaySession,
) {
  const gateway = fakeGatewayFetch((request: ReceivedRequest) => ({
    salesforceActions: crmAnswer(answer(sentData(request))),
  }));
  const connection = testConnection(gateway.fetch, session);
  return {
    gateway,
    queryClient,
    connection,
    render: (ui: ReactElement) => ({
      ...render(
        <GatewayProvider connection={connection} queryClient={queryClient}>
          {ui}
        </GatewayProvider>,
      ),
      gateway,
    }),
  };
}

/** Renders a data block against a fake gateway (`gatewayHarness`). */
export function renderWithGateway(
  ui: ReactElement,
  answer: (data: Record<string, unknown>) => unknown,
) {
  return gatewayHarness(answer).render(ui);
}

/** The payload a makeCall request carried, decoded. */
export function sentPayload(data: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(String(data.payload)) as Record<string, unknown>;
}

/** The `type` query parameter of a makeCall endpoint. */
export function callType(data: Record<string, unknown>): string | null {
  return new URL(String(data.endpoint), 'https://crm.invalid').searchParams.get('type');
}

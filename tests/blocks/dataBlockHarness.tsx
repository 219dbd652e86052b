import { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { GatewayProvider } from '../../runtime/index';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
  type ReceivedRequest,
} from '../runtime/gateway/fakeGatewayFetch';

/**
 * Renders data blocks against a fake gateway: `answer` gets the decoded makeCall data of each
 * request and returns the CRM result ({statusCode, content}). Each call gets a fresh query cache.
 */
export function renderWithGateway(
  ui: ReactElement,
  answer: (data: Record<string, unknown>) => unknown,
) {
  const gateway = fakeGatewayFetch((request: ReceivedRequest) => ({
    salesforceActions: crmAnswer(answer(sentData(request))),
  }));
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity } },
  });
  const connection = testConnection(gateway.fetch);
  const view = render(
    <GatewayProvider connection={connection} queryClient={queryClient}>
      {ui}
    </GatewayProvider>,
  );
  return { ...view, gateway };
}

/** The payload a makeCall request carried, decoded. */
export function sentPayload(data: Record<string, unknown>): Record<string, unknown> {
  return JSON.parse(String(data.payload)) as Record<string, unknown>;
}

/** The `type` query parameter of a makeCall endpoint. */
export function callType(data: Record<string, unknown>): string | null {
  return new URL(String(data.endpoint), 'https://crm.invalid').searchParams.get('type');
}

import type { GraphQLClient } from 'graphql-request';
import { createGatewayClient } from '../../../runtime/gateway/client';
import type { GatewayConnection } from '../../../runtime/gateway/gatewayConnection';
import type { GatewaySession } from '../../../runtime/gateway/gatewaySession';

/** One request as the gateway received it. */
export interface ReceivedRequest {
  url: string;
  headers: Headers;
  body: { query: string; variables: Record<string, unknown> } & Record<string, unknown>;
}

/** Answers a request with the `data` of a GraphQL response (a 200 JSON answer). */
export type AnswerData = (request: ReceivedRequest) => Record<string, unknown>;

export const GATEWAY_URL = 'http://gateway.test/graphql';
export const API_KEY = 'da2-test-key';

/**
 * A fetch standing in for the gateway in success-path tests: it records what the client sent and
 * answers `{data}` exactly like the gateway's 200 responses. HTTP failures are shaped with msw.
 */
export function fakeGatewayFetch(answer: AnswerData): {
  fetch: typeof fetch;
  received: ReceivedRequest[];
} {
  const received: ReceivedRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: ReceivedRequest = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as ReceivedRequest['body'],
    };
    received.push(request);
    return new Response(JSON.stringify({ data: answer(request) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fakeFetch, received };
}

export const SIGNED_IN_SESSION: GatewaySession = {
  domain: 'portal.localhost',
  accessToken: 'access-token-1',
  activeStorefront: { accountId: 'ACC-1', userType: 'AWSManager', contactId: 'CON-1' },
  indirectBuyerAccountId: null,
};

export const GUEST_SESSION: GatewaySession = {
  domain: 'guest.localhost',
  accessToken: null,
  activeStorefront: { accountId: 'GUEST-ACC', userType: 'AWSGuest', contactId: null },
  indirectBuyerAccountId: null,
};

export function testClient(fetchImpl?: typeof fetch): GraphQLClient {
  return createGatewayClient(GATEWAY_URL, API_KEY, fetchImpl ? { fetch: fetchImpl } : {});
}

/** Without `fetchImpl` the global fetch is used (msw intercepts it). */
export function testConnection(
  fetchImpl?: typeof fetch,
  session: GatewaySession = SIGNED_IN_SESSION,
  sleep: (ms: number) => Promise<void> = () => Promise.resolve(),
): GatewayConnection {
  return { client: testClient(fetchImpl), session: () => session, sleep };
}

/** The AWSJSON text an action operation answers with. */
export function awsJson(value: unknown): string {
  return JSON.stringify(value);
}

/** A makeCall answer: the CRM's result nested as a JSON string (server/gateway/salesforce/makeCall.ts). */
export function crmAnswer(crmResult: unknown): string {
  return JSON.stringify({ statusCode: 200, salesforceActions: JSON.stringify(crmResult) });
}

/** The decoded `data` variable of a request. */
export function sentData(request: ReceivedRequest | undefined): Record<string, unknown> {
  const data = request?.body.variables.data;
  if (typeof data !== 'string') throw new Error('the request carried no AWSJSON data');
  return JSON.parse(data) as Record<string, unknown>;
}

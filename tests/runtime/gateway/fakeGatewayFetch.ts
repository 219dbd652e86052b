import type { GraphQLClient } from 'graphql-request';
import { createGatewayClient } from '../../../runtime/gateway/client';
import { GATEWAY_DOCUMENTS } from '../../../runtime/gateway/documents';
import { unbatch } from '../../../runtime/gateway/batchDocument';
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
 * The answer to a request: a batch of reads (runtime/gateway/requestBatcher.ts) is answered field
 * by field, each as if its operation had come alone (its plain document, its own variables), so
 * an `answer` written for single calls serves batches too.
 */
function answerEach(
  answer: AnswerData,
  request: ReceivedRequest,
  calls: ReceivedRequest[],
): Record<string, unknown> {
  if (!request.body.query.startsWith('query Batch(')) {
    calls.push(request);
    return answer(request);
  }
  const data: Record<string, unknown> = {};
  for (const { alias, operation, variables } of unbatch(
    request.body.query,
    request.body.variables,
  )) {
    const single = { ...request, body: { query: GATEWAY_DOCUMENTS[operation], variables } };
    calls.push(single);
    data[alias] = answer(single)[operation];
  }
  return data;
}

/**
 * A fetch standing in for the gateway in success-path tests: it records what the client sent and
 * answers `{data}` exactly like the gateway's 200 responses. HTTP failures are shaped with msw.
 */
export function fakeGatewayFetch(answer: AnswerData): {
  fetch: typeof fetch;
  /** The HTTP requests as sent: a batch is one. */
  received: ReceivedRequest[];
  /** Every operation answered, a batch's fields one by one, as if each had come alone. */
  calls: ReceivedRequest[];
} {
  const received: ReceivedRequest[] = [];
  const calls: ReceivedRequest[] = [];
  const fakeFetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request: ReceivedRequest = {
      url: String(input),
      headers: new Headers(init?.headers),
      body: JSON.parse(String(init?.body)) as ReceivedRequest['body'],
    };
    received.push(request);
    return new Response(JSON.stringify({ data: answerEach(answer, request, calls) }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  return { fetch: fakeFetch, received, calls };
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

import type { Gateway } from '../../../server/gateway/createGateway';

export const TEST_API_KEY = 'test-gateway-key';

export interface GraphQLAnswer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; errorType?: string; extensions?: Record<string, unknown> }[];
}

export function gatewayRequest(
  query: string,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Request {
  return new Request('http://localhost/graphql', {
    method: 'POST',
    headers: { 'x-api-key': TEST_API_KEY, 'content-type': 'application/json', ...options.headers },
    body: JSON.stringify({ query, variables }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
}

/** Runs one document and returns the HTTP status and the parsed body. */
export async function runQuery(
  gateway: Gateway,
  query: string,
  variables: Record<string, unknown> = {},
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<{ status: number; body: GraphQLAnswer }> {
  const response = await gateway.fetch(gatewayRequest(query, variables, options));
  return { status: response.status, body: (await response.json()) as GraphQLAnswer };
}

/** Decodes an AWSJSON action result (a JSON string on the wire). */
export function decodeAction(body: GraphQLAnswer, field: string): Record<string, unknown> {
  const raw = body.data?.[field];
  if (typeof raw !== 'string')
    throw new Error(`${field} is not an AWSJSON string: ${JSON.stringify(body)}`);
  return JSON.parse(raw) as Record<string, unknown>;
}

export const MAKE_CALL =
  'query MakeCall($data: AWSJSON) { salesforceActions(action: "makeCall", data: $data) }';

export function makeCallData(type: string, extra: Record<string, unknown> = {}): string {
  return JSON.stringify({
    userType: 'AWSGuest',
    accountId: '001Dn00000GuestAcc',
    domain: 'guest.localhost',
    callType: 'POST',
    endpoint: `/services/apexrest/ecommerce?type=${type}`,
    payload: '',
    ...extra,
  });
}

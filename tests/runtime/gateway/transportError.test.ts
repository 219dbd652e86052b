import { ClientError } from 'graphql-request';
import { describe, expect, it } from 'vitest';
import { GatewayError, SessionExpiredError } from '../../../runtime/gateway/gatewayError';
import { toGatewayError } from '../../../runtime/gateway/transportError';

function clientError(
  status: number,
  errors?: { message: string; errorType?: string }[],
): ClientError {
  const response = { status, headers: new Headers(), body: '', ...(errors ? { errors } : {}) };
  // ClientError's response type wants graphql's GraphQLError objects; only `message` is read.
  return new ClientError(response as unknown as ClientError['response'], { query: '{ x }' });
}

describe('toGatewayError', () => {
  it.each([
    {
      name: 'HTTP 429 with the AppSync error body',
      error: clientError(429, [
        { errorType: 'TooManyRequestsException', message: 'Rate exceeded' },
      ]),
      statusCode: 429,
      message: 'Rate exceeded',
      origin: 'http',
    },
    {
      name: 'HTTP 502 without a body',
      error: clientError(502),
      statusCode: 502,
      message: 'HTTP 502',
      origin: 'http',
    },
    {
      name: 'GraphQL errors in a 200 answer',
      error: clientError(200, [
        { message: 'Variable "$storefrontId" of required type "ID!" was not provided.' },
      ]),
      statusCode: 200,
      message: 'Variable "$storefrontId" of required type "ID!" was not provided.',
      origin: 'graphql',
    },
    {
      name: 'a fetch that got no answer',
      error: new TypeError('fetch failed'),
      statusCode: 0,
      message: 'Network Error',
      origin: 'network',
    },
  ])('$name', ({ error, statusCode, message, origin }) => {
    const mapped = toGatewayError(error);
    expect(mapped).toBeInstanceOf(GatewayError);
    expect(mapped).not.toBeInstanceOf(SessionExpiredError);
    expect(mapped).toMatchObject({ statusCode, message, origin, cause: error });
  });

  it('HTTP 401 (AppSync API key refusal or a stale session) is a session expiry', () => {
    const error = clientError(401, [
      { errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' },
    ]);
    const mapped = toGatewayError(error);
    expect(mapped).toBeInstanceOf(SessionExpiredError);
    expect(mapped).toMatchObject({
      statusCode: 401,
      message: 'Session Expired, Please login again',
      origin: 'http',
    });
  });

  it.each([
    { name: 'an abort', error: new DOMException('The operation was aborted.', 'AbortError') },
    { name: 'a timeout', error: new DOMException('The operation timed out.', 'TimeoutError') },
    { name: 'an unrelated error', error: new RangeError('bug') },
  ])('$name passes through untouched', ({ error }) => {
    expect(toGatewayError(error)).toBe(error);
  });
});

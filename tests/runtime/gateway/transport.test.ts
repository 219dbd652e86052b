import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { GatewayError, SessionExpiredError } from '../../../runtime/gateway/gatewayError';
import { makeCall } from '../../../runtime/gateway/makeCall';
import { getTemplateBlock, userActivityLog } from '../../../runtime/gateway/operations';
import { onSessionExpired } from '../../../runtime/gateway/sessionExpiry';
import { awsJson, crmAnswer, GATEWAY_URL, testConnection } from './fakeGatewayFetch';

/*
 * HTTP failures shaped at the fetch level with msw, in AppSync's wire shape
 * (server/gateway/http/appSyncErrorResponse.ts and faults/statusFaultResponse.ts).
 */

const APPSYNC_ERRORS: Record<number, { errorType: string; message: string }> = {
  401: { errorType: 'UnauthorizedException', message: 'You are not authorized to make this call.' },
  408: { errorType: 'RequestTimeoutException', message: 'Request Timeout' },
  409: { errorType: 'ConflictException', message: 'Conflict' },
  425: { errorType: 'TooEarlyException', message: 'Too Early' },
  429: { errorType: 'TooManyRequestsException', message: 'Rate exceeded' },
  500: { errorType: 'InternalFailureException', message: 'An internal failure occurred.' },
  502: { errorType: 'BadGatewayException', message: 'Bad Gateway' },
  503: { errorType: 'ServiceUnavailableException', message: 'Service Unavailable' },
  504: { errorType: 'GatewayTimeoutException', message: 'Gateway Timeout' },
  400: { errorType: 'BadRequestException', message: 'Bad Request' },
};

function appSyncError(status: number): Response {
  const error = APPSYNC_ERRORS[status] ?? { errorType: 'UnknownException', message: 'Unknown' };
  return HttpResponse.json(
    { errors: [error] },
    { status, headers: { 'x-amzn-ErrorType': error.errorType } },
  );
}

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** The gateway answers with these statuses in turn, then with `data`. */
function gatewayFailing(
  statuses: number[],
  data: Record<string, unknown>,
): { requests: () => number } {
  let count = 0;
  server.use(
    http.post(GATEWAY_URL, () => {
      const status = statuses[count];
      count += 1;
      return status === undefined ? HttpResponse.json({ data }) : appSyncError(status);
    }),
  );
  return { requests: () => count };
}

const LOG_ENTRY = { storefrontId: 'S1', userName: 'jane', payload: { action: 'login' } };
const LOGGED = { userActivityLog: awsJson({ statusCode: 200, content: 'stored' }) };
const TEMPLATE = { getTemplateBlock: { storefrontId: 'S1', templateId: 'T1', blocks: '[]' } };

// No fetch of its own: msw intercepts the global one.
const connection = () => testConnection();

describe('general retries (spec 000 section 8)', () => {
  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'a non-idempotent request is retried once on HTTP %i',
    async (status) => {
      const gateway = gatewayFailing([status], LOGGED);
      await expect(userActivityLog(connection(), LOG_ENTRY)).resolves.toBe('stored');
      expect(gateway.requests()).toBe(2);
    },
  );

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'an idempotent request is not retried on HTTP %i',
    async (status) => {
      const gateway = gatewayFailing([status], TEMPLATE);
      await expect(
        getTemplateBlock(connection(), { storefrontId: 'S1', templateId: 'T1' }),
      ).rejects.toMatchObject({ statusCode: status, origin: 'http' });
      expect(gateway.requests()).toBe(1);
    },
  );

  it('a write is sent at most twice', async () => {
    const gateway = gatewayFailing([500, 500, 500], LOGGED);
    const call = userActivityLog(connection(), LOG_ENTRY);
    await expect(call).rejects.toBeInstanceOf(GatewayError);
    await expect(call).rejects.toMatchObject({
      statusCode: 500,
      message: 'An internal failure occurred.',
    });
    expect(gateway.requests()).toBe(2);
  });

  it('HTTP 400 is not retried', async () => {
    const gateway = gatewayFailing([400], LOGGED);
    await expect(userActivityLog(connection(), LOG_ENTRY)).rejects.toMatchObject({
      statusCode: 400,
      message: 'Bad Request',
    });
    expect(gateway.requests()).toBe(1);
  });

  it('a makeCall POST is retried once, a makeCall GET is not', async () => {
    const answer = { salesforceActions: crmAnswer({ statusCode: 200, content: [] }) };
    const post = gatewayFailing([429], answer);
    await makeCall(connection(), { base: 'ecommerce', type: 'getRecord', method: 'POST' });
    expect(post.requests()).toBe(2);

    const get = gatewayFailing([429], answer);
    await expect(
      makeCall(connection(), { base: 'ecommerce', type: 'getNotifications', method: 'GET' }),
    ).rejects.toMatchObject({ statusCode: 429, message: 'Rate exceeded' });
    expect(get.requests()).toBe(1);
  });

  it('a caller may mark a request idempotent', async () => {
    const gateway = gatewayFailing([503], LOGGED);
    await expect(
      userActivityLog(connection(), LOG_ENTRY, { idempotent: true }),
    ).rejects.toMatchObject({
      statusCode: 503,
    });
    expect(gateway.requests()).toBe(1);
  });

  it('a request that gets no answer is a Network Error and is not retried', async () => {
    let count = 0;
    server.use(
      http.post(GATEWAY_URL, () => {
        count += 1;
        return HttpResponse.error();
      }),
    );
    await expect(userActivityLog(connection(), LOG_ENTRY)).rejects.toMatchObject({
      statusCode: 0,
      message: 'Network Error',
      origin: 'network',
    });
    expect(count).toBe(1);
  });
});

describe('HTTP 401 (spec 000 section 8)', () => {
  it('raises SessionExpiredError with the spec message, tells the app once, never retries', async () => {
    const listener = vi.fn();
    const remove = onSessionExpired(listener);
    const gateway = gatewayFailing([401], LOGGED);
    const call = userActivityLog(connection(), LOG_ENTRY);
    await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
    await expect(call).rejects.toMatchObject({
      statusCode: 401,
      message: 'Session Expired, Please login again',
    });
    remove();
    expect(listener).toHaveBeenCalledTimes(1);
    expect(gateway.requests()).toBe(1);
  });

  it('getTemplateBlock (used by the route loader) raises it too', async () => {
    const listener = vi.fn();
    const remove = onSessionExpired(listener);
    gatewayFailing([401], TEMPLATE);
    await expect(
      getTemplateBlock(connection(), { storefrontId: 'S1', templateId: 'T1' }),
    ).rejects.toBeInstanceOf(SessionExpiredError);
    remove();
    expect(listener).toHaveBeenCalledTimes(1);
  });
});

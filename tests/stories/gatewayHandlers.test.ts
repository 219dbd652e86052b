import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeCall } from '../../runtime/gateway/makeCall';
import { crmHandler } from '../../stories/support/gatewayHandlers';
import { testConnection } from '../runtime/gateway/fakeGatewayFetch';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe("the stories' gateway", () => {
  it('answers reads that share one request, each with its own CRM answer', async () => {
    let requests = 0;
    server.events.on('request:start', () => (requests += 1));
    // The handler matches any origin's /graphql, the test connection's included.
    server.use(crmHandler(({ type }) => ({ statusCode: 200, content: { type } })));
    const connection = testConnection();
    const [counts, notifications] = await Promise.all([
      makeCall(connection, { base: 'ecommerce', type: 'getCatalogGroupCounts', method: 'GET' }),
      makeCall(connection, { base: 'ecommerce', type: 'getNotificationsCount', method: 'GET' }),
    ]);
    expect(counts).toEqual({ type: 'getCatalogGroupCounts' });
    expect(notifications).toEqual({ type: 'getNotificationsCount' });
    expect(requests).toBe(1);
  });
});

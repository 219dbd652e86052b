import { buildSchema, parse, validate } from 'graphql';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import gatewaySdl from '../../../schemas/gateway.graphql?raw';
import { batchDocument, unbatch } from '../../../runtime/gateway/batchDocument';
import { GATEWAY_DOCUMENTS } from '../../../runtime/gateway/documents';
import { GatewayError } from '../../../runtime/gateway/gatewayError';
import { makeCall } from '../../../runtime/gateway/makeCall';
import { getTemplateBlock, userActivityLog } from '../../../runtime/gateway/operations';
import {
  awsJson,
  crmAnswer,
  fakeGatewayFetch,
  GATEWAY_URL,
  testConnection,
} from './fakeGatewayFetch';

const schema = buildSchema(gatewaySdl);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const TEMPLATE = (templateId: unknown) => ({ storefrontId: 'S1', templateId, blocks: '[]' });

describe('batchDocument', () => {
  it('builds one valid query with an aliased root field per entry and suffixed variables', () => {
    const batch = batchDocument([
      { operation: 'getTemplateBlock', variables: { storefrontId: 'S1', templateId: 'T1' } },
      { operation: 'getTemplateBlock', variables: { storefrontId: 'S1', templateId: 'T2' } },
      { operation: 'salesforceActions', variables: { action: 'makeCall', data: '{}' } },
    ]);
    expect(validate(schema, parse(batch.document)).map((error) => error.message)).toEqual([]);
    expect(batch.aliases).toEqual(['r0', 'r1', 'r2']);
    expect(batch.variables).toEqual({
      storefrontId_0: 'S1',
      templateId_0: 'T1',
      storefrontId_1: 'S1',
      templateId_1: 'T2',
      action_2: 'makeCall',
      data_2: '{}',
    });
  });
});

describe('unbatch', () => {
  it('gives back each field of a batch with its own variables, and an operation alone as itself', () => {
    const entries = [
      { operation: 'getTemplateBlock', variables: { storefrontId: 'S1', templateId: 'T1' } },
      { operation: 'salesforceActions', variables: { action: 'makeCall', data: '{}' } },
    ] as const;
    const batch = batchDocument(entries);
    expect(unbatch(batch.document, batch.variables)).toEqual([
      { alias: 'r0', ...entries[0] },
      { alias: 'r1', ...entries[1] },
    ]);
    expect(unbatch(GATEWAY_DOCUMENTS.getLoginInfo, { data: '{}' })).toEqual([
      { alias: 'getLoginInfo', operation: 'getLoginInfo', variables: { data: '{}' } },
    ]);
  });
});

describe('reads issued together', () => {
  it('share one request, and each caller gets its own result', async () => {
    const gateway = fakeGatewayFetch((request) => ({
      getTemplateBlock: TEMPLATE(request.body.variables.templateId),
    }));
    const connection = testConnection(gateway.fetch);
    const [first, second] = await Promise.all([
      getTemplateBlock(connection, { storefrontId: 'S1', templateId: 'T1' }),
      getTemplateBlock(connection, { storefrontId: 'S1', templateId: 'T2' }),
    ]);
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]?.body.query).toMatch(/^query Batch\(/);
    expect(first?.templateId).toBe('T1');
    expect(second?.templateId).toBe('T2');
  });

  it('keeps the plain document of its operation for a call alone', async () => {
    const gateway = fakeGatewayFetch(() => ({ getTemplateBlock: TEMPLATE('T1') }));
    await getTemplateBlock(testConnection(gateway.fetch), { storefrontId: 'S1', templateId: 'T1' });
    expect(gateway.received[0]?.body.query).toMatch(/^query GetTemplateBlock\(/);
    expect(gateway.received[0]?.body.variables).toEqual({ storefrontId: 'S1', templateId: 'T1' });
  });

  it('fails only the call whose field has a GraphQL error', async () => {
    server.use(
      http.post(GATEWAY_URL, () =>
        HttpResponse.json({
          data: { r0: TEMPLATE('T1'), r1: null },
          errors: [{ message: 'Template store unavailable', path: ['r1'] }],
        }),
      ),
    );
    const connection = testConnection();
    const [first, second] = await Promise.allSettled([
      getTemplateBlock(connection, { storefrontId: 'S1', templateId: 'T1' }),
      getTemplateBlock(connection, { storefrontId: 'S1', templateId: 'T2' }),
    ]);
    expect(first).toMatchObject({ status: 'fulfilled', value: { templateId: 'T1' } });
    expect(second.status).toBe('rejected');
    const reason = (second as PromiseRejectedResult).reason as GatewayError;
    expect(reason).toBeInstanceOf(GatewayError);
    expect(reason.message).toBe('Template store unavailable');
  });

  it('fails every call of the request on an HTTP failure', async () => {
    let requests = 0;
    server.use(
      http.post(GATEWAY_URL, () => {
        requests += 1;
        return HttpResponse.json({ errors: [{ message: 'Bad Gateway' }] }, { status: 502 });
      }),
    );
    const connection = testConnection();
    const results = await Promise.allSettled([
      getTemplateBlock(connection, { storefrontId: 'S1', templateId: 'T1' }),
      getTemplateBlock(connection, { storefrontId: 'S1', templateId: 'T2' }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(((results[0] as PromiseRejectedResult).reason as GatewayError).statusCode).toBe(502);
    // Reads are not retried (spec 000 section 7), so one request answered both.
    expect(requests).toBe(1);
  });

  it('answers a caller that gives up at once while the others still get their results', async () => {
    // The abandoned call leaves before the request is built, so the other one goes alone.
    const gateway = fakeGatewayFetch((request) => ({
      getTemplateBlock: TEMPLATE(request.body.variables.templateId),
    }));
    const connection = testConnection(gateway.fetch);
    const controller = new AbortController();
    const abandoned = getTemplateBlock(
      connection,
      { storefrontId: 'S1', templateId: 'T1' },
      { signal: controller.signal },
    );
    const kept = getTemplateBlock(connection, { storefrontId: 'S1', templateId: 'T2' });
    controller.abort();
    await expect(abandoned).rejects.toMatchObject({ name: 'AbortError' });
    await expect(kept).resolves.toMatchObject({ templateId: 'T2' });
    expect(gateway.received).toHaveLength(1);
    expect(gateway.received[0]?.body.query).toMatch(/^query GetTemplateBlock\(/);
  });
});

describe('writes', () => {
  it('never share a request, with each other or with reads', async () => {
    const gateway = fakeGatewayFetch((request) => {
      if (request.body.query.startsWith('query UserActivityLog')) {
        return { userActivityLog: awsJson({ statusCode: 200, content: 'stored' }) };
      }
      if (request.body.query.startsWith('query SalesforceActions')) {
        return { salesforceActions: crmAnswer({ ok: true }) };
      }
      return { getTemplateBlock: TEMPLATE('T1') };
    });
    const connection = testConnection(gateway.fetch);
    const entry = { storefrontId: 'S1', userName: 'jane', payload: { action: 'login' } };
    await Promise.all([
      userActivityLog(connection, entry),
      userActivityLog(connection, entry),
      makeCall(connection, { base: 'ecommerce', type: 'updateQLI', method: 'POST' }),
      getTemplateBlock(connection, { storefrontId: 'S1', templateId: 'T1' }),
    ]);
    expect(gateway.received.map((request) => request.body.query.split('(')[0])).toEqual([
      'query UserActivityLog',
      'query UserActivityLog',
      'query SalesforceActions',
      'query GetTemplateBlock',
    ]);
  });
});

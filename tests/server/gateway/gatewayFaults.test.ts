import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import { createGateway } from '../../../server/gateway/createGateway';
import type { Gateway } from '../../../server/gateway/createGateway';
import type { Db } from '../../../server/shared/contracts';
import { ROW_LOCK_MESSAGE } from '../../../server/shared/contracts';
import { DEMO_STOREFRONTS } from '../../../server/shared/demo';
import {
  decodeAction,
  gatewayRequest,
  MAKE_CALL,
  makeCallData,
  runQuery,
  TEST_API_KEY,
} from './gatewayClient';

const LOGIN_INFO = 'query L($data: AWSJSON) { getLoginInfo(data: $data) }';
const loginInfoVariables = { data: JSON.stringify({ domain: DEMO_STOREFRONTS.guest.domain }) };
const faultsHeader = (rules: unknown[]) => ({ 'x-blockfront-faults': JSON.stringify(rules) });

let db: Db;
let gateway: Gateway;

beforeAll(async () => {
  db = await openTestDatabase();
  gateway = createGateway({
    db,
    crm: createCrm(db),
    identity: null,
    apiKey: TEST_API_KEY,
    testMode: true,
    faults: JSON.stringify([{ operation: 'getLoginInfo', kind: 'status', status: 503, times: 1 }]),
  });
});

afterAll(async () => {
  await db?.close();
});

function admin(method: 'GET' | 'POST' | 'DELETE', body?: unknown, target: Gateway = gateway) {
  return target.fetch(
    new Request('http://localhost/__test__/faults', {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    }),
  );
}

async function nestedMakeCall(type: string) {
  const { body } = await runQuery(gateway, MAKE_CALL, { data: makeCallData(type) });
  return JSON.parse(decodeAction(body, 'salesforceActions').salesforceActions as string) as {
    statusCode: number;
    content: unknown;
  };
}

describe('GATEWAY_FAULTS', () => {
  it('fails the first matching request only (times: 1), in AppSync error shape', async () => {
    const first = await runQuery(gateway, LOGIN_INFO, loginInfoVariables);
    expect(first.status).toBe(503);
    expect(first.body).toEqual({
      errors: [{ errorType: 'ServiceUnavailableException', message: 'Service Unavailable' }],
    });
    const second = await runQuery(gateway, LOGIN_INFO, loginInfoVariables);
    expect(second.status).toBe(200);
  });
});

describe('fault header (test mode)', () => {
  it('delays a request by the latency asked for', async () => {
    const started = performance.now();
    const { status } = await runQuery(gateway, LOGIN_INFO, loginInfoVariables, {
      headers: faultsHeader([{ kind: 'latency', ms: 300 }]),
    });
    expect(status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('answers 429 for the matching operation only', async () => {
    const rules = faultsHeader([{ operation: 'salesforceActions', kind: 'status', status: 429 }]);
    const limited = await runQuery(
      gateway,
      MAKE_CALL,
      { data: makeCallData('getRecord') },
      { headers: rules },
    );
    expect(limited.status).toBe(429);
    expect(limited.body.errors?.[0]?.errorType).toBe('TooManyRequestsException');
    const other = await runQuery(gateway, LOGIN_INFO, loginInfoVariables, { headers: rules });
    expect(other.status).toBe(200);
  });

  it('hangs on a timeout until the client aborts', async () => {
    const controller = new AbortController();
    const started = performance.now();
    setTimeout(() => controller.abort(), 200);
    const response = await gateway.fetch(
      gatewayRequest(LOGIN_INFO, loginInfoVariables, {
        headers: faultsHeader([{ kind: 'timeout' }]),
        signal: controller.signal,
      }),
    );
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(190);
    expect(waited).toBeLessThan(5_000);
    expect(response.status).toBe(504);
  });

  it('refuses malformed rules', async () => {
    const { status } = await runQuery(gateway, LOGIN_INFO, loginInfoVariables, {
      headers: { 'x-blockfront-faults': '{' },
    });
    expect(status).toBe(400);
  });
});

describe('fault admin', () => {
  beforeEach(async () => {
    await admin('DELETE');
  });

  it('makes matching makeCalls hit a row lock, counting times', async () => {
    const set = await admin('POST', {
      rules: [{ operation: 'salesforceActions', type: 'getQuoteItems', kind: 'rowLock', times: 2 }],
    });
    expect(set.status).toBe(200);

    expect(await nestedMakeCall('getQuoteItems')).toEqual({
      statusCode: 500,
      content: ROW_LOCK_MESSAGE,
    });
    expect((await nestedMakeCall('getRecord')).content).not.toBe(ROW_LOCK_MESSAGE);
    expect(await nestedMakeCall('getQuoteItems')).toEqual({
      statusCode: 500,
      content: ROW_LOCK_MESSAGE,
    });
    expect((await nestedMakeCall('getQuoteItems')).content).not.toBe(ROW_LOCK_MESSAGE);

    const listed = (await (await admin('GET')).json()) as {
      rules: { hits: number; remaining: number | null }[];
    };
    expect(listed.rules).toEqual([expect.objectContaining({ hits: 2, remaining: 0 })]);
  });

  it('clears rules', async () => {
    await admin('POST', [{ kind: 'status', status: 500 }]);
    expect((await runQuery(gateway, LOGIN_INFO, loginInfoVariables)).status).toBe(500);
    await admin('DELETE');
    expect((await runQuery(gateway, LOGIN_INFO, loginInfoVariables)).status).toBe(200);
  });

  it('refuses bad rules', async () => {
    expect((await admin('POST', [{ kind: 'status', status: 418 }])).status).toBe(400);
  });
});

describe('outside test mode', () => {
  it('refuses the fault header and the admin with 403', async () => {
    const production = createGateway({
      db,
      crm: createCrm(db),
      identity: null,
      apiKey: TEST_API_KEY,
      testMode: false,
    });
    const response = await production.fetch(
      gatewayRequest(LOGIN_INFO, loginInfoVariables, {
        headers: faultsHeader([{ kind: 'latency', ms: 1 }]),
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({
      errors: [
        {
          errorType: 'ForbiddenException',
          message: 'Fault injection is available only in test mode.',
        },
      ],
    });
    expect((await admin('POST', [{ kind: 'status' }], production)).status).toBe(403);
  });
});

import { describe, expect, it } from 'vitest';
import { applyFaults } from '../../../server/gateway/faults/applyFaults';
import { FaultRuleError, parseFaultRules } from '../../../server/gateway/faults/faultRule';
import { FaultStore } from '../../../server/gateway/faults/faultStore';
import { describeRequest } from '../../../server/gateway/faults/requestTarget';

const makeCallBody = (type: string) => ({
  query: 'query Q($data: AWSJSON) { salesforceActions(action: "makeCall", data: $data) }',
  variables: {
    data: JSON.stringify({ endpoint: `/services/apexrest/ecommerce?type=${type}&quoteId=1` }),
  },
});

describe('parseFaultRules', () => {
  it('reads rules from JSON text and treats empty text as none', () => {
    expect(parseFaultRules('')).toEqual([]);
    expect(
      parseFaultRules('[{"kind":"status","status":429,"times":2,"operation":"getTemplateBlock"}]'),
    ).toEqual([{ kind: 'status', status: 429, times: 2, operation: 'getTemplateBlock' }]);
  });

  it('names the first problem', () => {
    expect(() => parseFaultRules('{')).toThrow(FaultRuleError);
    expect(() => parseFaultRules([{ kind: 'explode' }])).toThrow(/rule 0: kind/);
    expect(() => parseFaultRules([{ kind: 'status', status: 418 }])).toThrow(/status/);
    expect(() => parseFaultRules([{ kind: 'latency', times: 0 }])).toThrow(/times/);
  });
});

describe('describeRequest', () => {
  it('finds root fields and makeCall types from variables or literals', () => {
    expect(describeRequest(makeCallBody('getQuoteItems'))).toEqual({
      operations: ['salesforceActions'],
      types: ['getQuoteItems'],
    });
    const literal = {
      query: `{ a: getTemplateBlock(storefrontId: "s", templateId: "t") { templateId }
               salesforceActions(action: "makeCall", data: "{\\"endpoint\\":\\"/x?type=getRecord\\"}") }`,
    };
    expect(describeRequest(literal)).toEqual({
      operations: ['getTemplateBlock', 'salesforceActions'],
      types: ['getRecord'],
    });
  });

  it('describes unreadable bodies as nothing', () => {
    expect(describeRequest({ query: '{ broken' })).toEqual({ operations: [], types: [] });
    expect(describeRequest('nope')).toEqual({ operations: [], types: [] });
  });
});

describe('FaultStore', () => {
  it('counts matching requests against times and ignores others', () => {
    const store = new FaultStore(
      parseFaultRules([
        { operation: 'salesforceActions', type: 'getQuoteItems', kind: 'rowLock', times: 2 },
      ]),
    );
    const quoteItems = describeRequest(makeCallBody('getQuoteItems'));
    const other = describeRequest(makeCallBody('getRecord'));
    expect(store.take(other)).toHaveLength(0);
    expect(store.take(quoteItems)).toHaveLength(1);
    expect(store.take(quoteItems)).toHaveLength(1);
    expect(store.take(quoteItems)).toHaveLength(0);
    expect(store.snapshot()[0]).toMatchObject({ hits: 2, remaining: 0 });
  });
});

describe('applyFaults', () => {
  it('answers a status fault in AppSync shape', async () => {
    const outcome = await applyFaults(
      parseFaultRules([{ kind: 'status', status: 429 }]),
      new AbortController().signal,
    );
    expect(outcome.response?.status).toBe(429);
    expect(await outcome.response?.json()).toEqual({
      errors: [{ errorType: 'TooManyRequestsException', message: 'Rate exceeded' }],
    });
  });

  it('hangs on a timeout until the client aborts', async () => {
    const controller = new AbortController();
    const started = Date.now();
    setTimeout(() => controller.abort(), 100);
    const outcome = await applyFaults(parseFaultRules([{ kind: 'timeout' }]), controller.signal);
    expect(Date.now() - started).toBeGreaterThanOrEqual(90);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outcome.response?.status).toBe(504);
  });

  it('leaves row locks to the resolver, by type', async () => {
    const outcome = await applyFaults(
      parseFaultRules([{ kind: 'rowLock', type: 'updateQLI' }]),
      new AbortController().signal,
    );
    expect(outcome.response).toBeNull();
    expect(outcome.resolverFaults.rowLock('updateQLI')).toBe(true);
    expect(outcome.resolverFaults.rowLock('getRecord')).toBe(false);
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { FieldSaver, fieldProblems } from '../../../../runtime/domain/checkout/fieldSaver';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
} from '../../gateway/fakeGatewayFetch';

type Fields = Record<string, unknown>;

/** A CRM whose updateRecord refuses any value listed in `refuse`, else saves. */
function crm(refuse: (fields: Fields) => string | null) {
  const saved: Fields = {};
  const writes: Fields[] = [];
  const gateway = fakeGatewayFetch((request) => {
    const data = sentData(request);
    const payload = JSON.parse(String(data.payload)) as { fields: Fields };
    writes.push(payload.fields);
    const problem = refuse(payload.fields);
    if (problem)
      return { salesforceActions: crmAnswer({ statusCode: 400, content: `ERROR: ${problem}` }) };
    Object.assign(saved, payload.fields);
    return {
      salesforceActions: crmAnswer({
        statusCode: 200,
        content: { success: true, recordData: { ...saved } },
      }),
    };
  });
  return { connection: testConnection(gateway.fetch), saved, writes };
}

afterEach(() => vi.useRealTimers());

describe('FieldSaver', () => {
  it('saves a burst of typing once after the pause, in one updateRecord', async () => {
    vi.useFakeTimers();
    const { connection, writes } = crm(() => null);
    const onSaved = vi.fn();
    const saver = new FieldSaver(connection, 'Q1', onSaved, 500);
    saver.set({ ShippingCity: 'B' });
    saver.set({ ShippingCity: 'Boston' });
    saver.set({ ShippingState: 'MA' });
    expect(saver.snapshot()).toMatchObject({
      saving: true,
      unsaved: { ShippingCity: 'Boston', ShippingState: 'MA' },
    });
    await vi.advanceTimersByTimeAsync(500);
    await vi.waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(writes).toEqual([{ ShippingCity: 'Boston', ShippingState: 'MA' }]);
    expect(saver.snapshot()).toMatchObject({ saving: false, unsaved: {}, error: null });
    expect(saver.settled).toBe(true);
  });

  it('keeps a refused value with the reason next to its field, and sends it again with the fix', async () => {
    const { connection, writes, saved } = crm((fields) =>
      fields.Shipping_Email__c === 'nope' ? 'Shipping_Email__c: must be an email address.' : null,
    );
    const saver = new FieldSaver(connection, 'Q1', () => undefined, 10);
    saver.set({ ShippingName: 'Maria', Shipping_Email__c: 'nope' });
    await expect(saver.flush()).rejects.toThrow('Shipping_Email__c: must be an email address.');
    expect(saver.snapshot()).toMatchObject({
      unsaved: { ShippingName: 'Maria', Shipping_Email__c: 'nope' },
      error: 'Shipping_Email__c: must be an email address.',
      fieldErrors: { Shipping_Email__c: 'must be an email address.' },
    });
    expect(saver.settled).toBe(false);
    saver.set({ Shipping_Email__c: 'maria@example.test' });
    expect(saver.snapshot().fieldErrors).toEqual({});
    await saver.flush();
    expect(writes.at(-1)).toEqual({
      ShippingName: 'Maria',
      Shipping_Email__c: 'maria@example.test',
    });
    expect(saved).toEqual({ ShippingName: 'Maria', Shipping_Email__c: 'maria@example.test' });
    expect(saver.snapshot()).toMatchObject({ unsaved: {}, error: null });
  });

  it('keeps a value typed while a save is under way and saves it next', async () => {
    const { connection, writes } = crm(() => null);
    const saver = new FieldSaver(connection, 'Q1', () => undefined, 10);
    saver.set({ PoNumber: 'PO-1' });
    const first = saver.flush();
    saver.set({ PoNumber: 'PO-12' });
    await first;
    await saver.flush();
    expect(writes).toEqual([{ PoNumber: 'PO-1' }, { PoNumber: 'PO-12' }]);
  });
});

describe('fieldProblems', () => {
  it('gives each named field its own message', () => {
    expect(
      fieldProblems('ShippingPostalCode: too long. Shipping_Email__c: not an email.', [
        'ShippingPostalCode',
        'Shipping_Email__c',
        'ShippingCity',
      ]),
    ).toEqual({ ShippingPostalCode: 'too long.', Shipping_Email__c: 'not an email.' });
  });
});

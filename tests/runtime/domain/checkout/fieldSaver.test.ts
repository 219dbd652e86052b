import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  FieldSaver,
  fieldProblems,
  isTransientSaveFailure,
  SAVE_RETRY_DELAYS_MS,
} from '../../../../runtime/domain/checkout/fieldSaver';
import { saveFailureText } from '../../../../runtime/domain/checkout/checkoutRules';
import { GatewayError } from '../../../../runtime/gateway/index';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
} from '../../gateway/fakeGatewayFetch';

type Fields = Record<string, unknown>;

/** A CRM whose updateRecord refuses any value listed in `refuse`, else saves. */
function crm(
  refuse: (fields: Fields) => string | null,
  /** Answers before the CRM does (an HTTP failure), or null to let the CRM answer. */
  outage: () => Response | null = () => null,
) {
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
  const transport: typeof fetch = (input, init) =>
    Promise.resolve(outage() ?? gateway.fetch(input, init));
  return { connection: testConnection(transport), saved, writes };
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

  it('takes an offered default only for fields nothing was typed in', async () => {
    const { connection, writes } = crm(() => null);
    const saver = new FieldSaver(connection, 'Q1', () => undefined, 10);
    saver.set({ ShippingStreet: '75 Ames Street', ShippingCity: 'Cambridge' });
    saver.offer({
      ShippingStreet: '400 Longwood Avenue',
      ShippingCity: 'Boston',
      ShippingName: 'Maria',
    });
    expect(saver.snapshot().unsaved).toEqual({
      ShippingStreet: '75 Ames Street',
      ShippingCity: 'Cambridge',
      ShippingName: 'Maria',
    });
    await saver.flush();
    // A value under way is the buyer's too.
    saver.set({ ShippingCity: 'Somerville' });
    const sending = saver.flush();
    saver.offer({ ShippingCity: 'Boston' });
    await sending;
    expect(writes).toEqual([
      { ShippingStreet: '75 Ames Street', ShippingCity: 'Cambridge', ShippingName: 'Maria' },
      { ShippingCity: 'Somerville' },
    ]);
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

describe('FieldSaver when the store does not answer', () => {
  it('keeps the value, blames only the block that typed it, and saves again by itself', async () => {
    vi.useFakeTimers();
    let outages = 2;
    const { connection, saved } = crm(
      () => null,
      () => (outages-- > 0 ? new Response('Service Unavailable', { status: 503 }) : null),
    );
    const saver = new FieldSaver(connection, 'Q1', () => undefined, 10);
    saver.set({ ShippingCity: 'Boston' }, 'address-block');
    saver.set({ PO_Number__c: 'PO-1' }, 'terms-block');
    await vi.advanceTimersByTimeAsync(10);
    // The client tries a non-idempotent write once more on a 503; updateRecord is idempotent.
    await vi.waitFor(() => expect(saver.snapshot().error).not.toBeNull());
    expect(saver.snapshot()).toMatchObject({
      unsaved: { ShippingCity: 'Boston', PO_Number__c: 'PO-1' },
      retrying: true,
      fieldErrors: {},
    });
    expect([...saver.snapshot().failedOwners].sort()).toEqual(['address-block', 'terms-block']);
    expect(saveFailureText(saver.snapshot())).toMatch(
      /^Not saved yet: .+\. Your entries are kept and saved again in a moment\.$/,
    );
    // Nothing typed; the saver sends again after the first pause, then the second.
    await vi.advanceTimersByTimeAsync((SAVE_RETRY_DELAYS_MS[0] ?? 0) + 10);
    await vi.advanceTimersByTimeAsync((SAVE_RETRY_DELAYS_MS[1] ?? 0) + 10);
    await vi.waitFor(() => expect(saved).toEqual({ ShippingCity: 'Boston', PO_Number__c: 'PO-1' }));
    await vi.waitFor(() =>
      expect(saver.snapshot()).toMatchObject({ error: null, retrying: false }),
    );
    expect(saver.settled).toBe(true);
  });

  it('tells a passing failure from a refused value', () => {
    const http = (status: number) => new GatewayError(status, 'Busy', { origin: 'http' });
    expect(isTransientSaveFailure(http(503))).toBe(true);
    expect(isTransientSaveFailure(http(429))).toBe(true);
    expect(isTransientSaveFailure(http(400))).toBe(false);
    expect(isTransientSaveFailure(new GatewayError(0, 'offline', { origin: 'network' }))).toBe(
      true,
    );
    expect(
      isTransientSaveFailure(
        new GatewayError(200, 'UNABLE_TO_LOCK_ROW: record currently unavailable', {
          origin: 'result',
        }),
      ),
    ).toBe(true);
    expect(
      isTransientSaveFailure(new GatewayError(400, 'Zip: not a ZIP code.', { origin: 'result' })),
    ).toBe(false);
    expect(saveFailureText({ error: 'Zip: not a ZIP code.', retrying: false })).toBe(
      'Not saved: Zip: not a ZIP code. Your entries are kept; correct them to save again.',
    );
    expect(saveFailureText({ error: null, retrying: false })).toBeNull();
  });
});

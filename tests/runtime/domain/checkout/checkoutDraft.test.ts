// @vitest-environment jsdom
import { QueryClient } from '@tanstack/query-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { checkoutKeys, fieldSaverFor } from '../../../../runtime/domain/checkout/checkoutStore';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testConnection,
} from '../../gateway/fakeGatewayFetch';

type Fields = Record<string, unknown>;

/** A CRM that saves what updateRecord sends. */
function savingCrm() {
  const saved: Fields = {};
  const gateway = fakeGatewayFetch((request) => {
    const payload = JSON.parse(String(sentData(request).payload)) as { fields: Fields };
    Object.assign(saved, payload.fields);
    return {
      salesforceActions: crmAnswer({
        statusCode: 200,
        content: { success: true, recordData: { ...saved } },
      }),
    };
  });
  return { connection: testConnection(gateway.fetch), saved };
}

/** A page whose saves never land: the reload takes the page before the answer. */
function leftPage() {
  const sent: unknown[] = [];
  const transport: typeof fetch = (input) => {
    sent.push(input);
    return new Promise<Response>(() => undefined);
  };
  return { connection: testConnection(transport), sent };
}

// Each test has a quote of its own: every test's savers listen to the one window.
const DRAFT_KEY = 'bf-checkout-draft-Q1';

beforeEach(() => sessionStorage.clear());

describe('the checkout draft across a reload', () => {
  it('keeps what was typed in the save pause when the page is left, and the next page saves it', async () => {
    const first = leftPage();
    const saver = fieldSaverFor(new QueryClient(), first.connection, 'Q1');
    saver.set({ PoNumber: 'PO-88' });
    window.dispatchEvent(new Event('pagehide'));
    // The save went out at once instead of after the pause, and the tab keeps the value too.
    await vi.waitFor(() => expect(first.sent).toHaveLength(1));
    expect(JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? 'null')).toEqual({
      PoNumber: 'PO-88',
    });

    // The reloaded page: a new query client, the same tab. The kept value waits for the quote's
    // fields, then goes out: the quote does not have it.
    const crm = savingCrm();
    const client = new QueryClient();
    const reloaded = fieldSaverFor(client, crm.connection, 'Q1');
    expect(reloaded.snapshot().unsaved).toEqual({});
    client.setQueryData(checkoutKeys.fields('Q1'), { PoNumber: null });
    expect(reloaded.snapshot().unsaved).toEqual({ PoNumber: 'PO-88' });
    await reloaded.flush();
    expect(crm.saved).toEqual({ PoNumber: 'PO-88' });
    expect(sessionStorage.getItem(DRAFT_KEY)).toBeNull();
  });

  it('keeps nothing when everything typed is on the quote', async () => {
    const crm = savingCrm();
    const saver = fieldSaverFor(new QueryClient(), crm.connection, 'Q2');
    saver.set({ PoNumber: 'PO-89' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await saver.flush();
    expect(crm.saved).toEqual({ PoNumber: 'PO-89' });
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem('bf-checkout-draft-Q2')).toBeNull();
  });

  it('sends each unsaved value once when the page is hidden and then left', async () => {
    const first = leftPage();
    const saver = fieldSaverFor(new QueryClient(), first.connection, 'Q3');
    saver.set({ ShippingStreet: '1 Main Street' });
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    window.dispatchEvent(new Event('pagehide'));
    await vi.waitFor(() => expect(first.sent).toHaveLength(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.sent).toHaveLength(1);
    // Under way, not on the quote yet: kept for the next page.
    expect(JSON.parse(sessionStorage.getItem('bf-checkout-draft-Q3') ?? 'null')).toEqual({
      ShippingStreet: '1 Main Street',
    });
  });

  it('does not save a kept value again when the save before leaving landed', async () => {
    sessionStorage.setItem(
      'bf-checkout-draft-Q4',
      JSON.stringify({ ShippingStreet: '1 Main Street', PoNumber: 'PO-90' }),
    );
    const crm = savingCrm();
    const client = new QueryClient();
    client.setQueryData(checkoutKeys.fields('Q4'), {
      ShippingStreet: '1 Main Street',
      PoNumber: null,
    });
    const saver = fieldSaverFor(client, crm.connection, 'Q4');
    // Only the PO number is still unsaved: the street is on the quote.
    expect(saver.snapshot().unsaved).toEqual({ PoNumber: 'PO-90' });
    await saver.flush();
    expect(crm.saved).toEqual({ PoNumber: 'PO-90' });
    expect(sessionStorage.getItem('bf-checkout-draft-Q4')).toBeNull();
    // Nothing left to send: a later change saves only itself.
    saver.set({ ShippingService: 'UPS Ground' });
    await saver.flush();
    expect(crm.saved).toEqual({ PoNumber: 'PO-90', ShippingService: 'UPS Ground' });
  });
});

import { QueryClient } from '@tanstack/react-query';
import { getDefaultStore } from 'jotai';
import { toastAtom } from '../../../../runtime/state/toastAtom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { addToCart, currentCartSnapshot } from '../../../../runtime/domain/cart/cartBridge';
import { CART_REFRESH_DEBOUNCE_MS } from '../../../../runtime/domain/cart/cartRules';
import {
  CART_QUERY_KEY,
  installCart,
  resetCart,
  scheduleCartRefresh,
} from '../../../../runtime/domain/cart/cartStore';
import { loadActiveCart } from '../../../../runtime/domain/cart/cartCalls';
import type { GatewaySession } from '../../../../runtime/gateway/gatewaySession';
import {
  crmAnswer,
  fakeGatewayFetch,
  GUEST_SESSION,
  sentData,
  SIGNED_IN_SESSION,
  testClient,
  testConnection,
} from '../../gateway/fakeGatewayFetch';

const typeOf = (data: Record<string, unknown>) =>
  new URL(String(data.endpoint), 'https://crm.invalid').searchParams.get('type');

const GUEST_CART = {
  quote: { id: '0Q0Dn0000000000042', currency: 'USD', shipping: {} },
  lineItems: [{ id: 'L1', itemId: 'A', qty: 2, totalPrice: 20, promoDiscount: 0 }],
  itemCount: 2,
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  vi.useRealTimers();
  localStorage.clear();
});

describe('cart refresh', () => {
  it('refreshes once, 3000 ms after the last of a burst of changes', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
    scheduleCartRefresh(queryClient);
    await vi.advanceTimersByTimeAsync(CART_REFRESH_DEBOUNCE_MS - 1);
    scheduleCartRefresh(queryClient);
    await vi.advanceTimersByTimeAsync(CART_REFRESH_DEBOUNCE_MS - 1);
    expect(invalidate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(invalidate).toHaveBeenCalledTimes(1);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: CART_QUERY_KEY });
  });
});

describe('the installed cart', () => {
  it("adds a guest's first item to a new guest quote and keeps its id for the next visit", async () => {
    const gateway = fakeGatewayFetch((request) => {
      const data = sentData(request);
      return {
        salesforceActions: crmAnswer({
          statusCode: 200,
          content: typeOf(data) === 'saveItemToQuote' ? GUEST_CART : 'ERROR: No records Found.',
        }),
      };
    });
    const queryClient = new QueryClient();
    const cart = installCart(testConnection(gateway.fetch, GUEST_SESSION), queryClient);
    // A guest without a stored quote has no cart to read: nothing is asked.
    await vi.waitFor(() => expect(queryClient.getQueryData(CART_QUERY_KEY)).toBeNull());
    expect(gateway.received).toHaveLength(0);

    await expect(addToCart({ productId: 'A', quantity: 2 })).resolves.toEqual({
      quoteId: '0Q0Dn0000000000042',
      itemCount: 2,
    });
    const save = sentData(gateway.received[0]);
    expect(typeOf(save)).toBe('saveItemToQuote');
    expect(JSON.parse(String(save.payload))).toEqual({
      saverequest: JSON.stringify([{ itemId: 'A', qty: 2 }]),
    });
    expect(localStorage.getItem('EC_GUEST_QUOTE')).toBe('0Q0Dn0000000000042');
    expect(localStorage.getItem('EC_Quote_Id')).toBe('0Q0Dn0000000000042');
    expect(currentCartSnapshot()).toEqual({ quoteId: '0Q0Dn0000000000042', itemCount: 2 });

    // The next add names the quote (objID).
    await addToCart({ productId: 'B', quantity: 1 });
    expect(JSON.parse(String(sentData(gateway.received[1]).payload))).toMatchObject({
      objID: '0Q0Dn0000000000042',
    });

    resetCart(queryClient);
    expect(currentCartSnapshot()).toEqual({ quoteId: null, itemCount: 0 });
    expect(localStorage.getItem('EC_GUEST_QUOTE')).toBeNull();
    expect(localStorage.getItem('EC_Quote_Id')).toBeNull();
    cart.uninstall();
    await expect(addToCart({ productId: 'A', quantity: 1 })).rejects.toThrow(
      'The cart is not available on this page.',
    );
  });

  it("reads a returning guest's cart by the stored quote id", async () => {
    localStorage.setItem('EC_GUEST_QUOTE', '0Q0Dn0000000000042');
    const gateway = fakeGatewayFetch(() => ({
      salesforceActions: crmAnswer({ statusCode: 200, content: GUEST_CART }),
    }));
    const queryClient = new QueryClient();
    const cart = installCart(testConnection(gateway.fetch, GUEST_SESSION), queryClient);
    await vi.waitFor(() => expect(currentCartSnapshot().itemCount).toBe(2));
    const read = sentData(gateway.received[0]);
    expect(typeOf(read)).toBe('getActiveQuote');
    expect(String(read.endpoint)).toContain('quoteId=0Q0Dn0000000000042');
    cart.uninstall();
  });
});

describe('a cart answer after the session changed', () => {
  it("is not stored as the new session's cart", async () => {
    let session: GatewaySession = SIGNED_IN_SESSION;
    const gateway = fakeGatewayFetch(() => {
      // The user signs out while the CRM is answering.
      session = GUEST_SESSION;
      return { salesforceActions: crmAnswer({ statusCode: 200, content: GUEST_CART }) };
    });
    const connection = { client: testClient(gateway.fetch), session: () => session };
    const cart = await loadActiveCart(connection);
    expect(cart?.quote.id).toBe('0Q0Dn0000000000042');
    expect(localStorage.getItem('EC_Quote_Id')).toBeNull();
  });
});

describe("a guest's cart after sign-in", () => {
  const USER_CART = { ...GUEST_CART, quote: { ...GUEST_CART.quote, id: '0Q0Dn0000000000042' } };

  function signedInGateway(promotion: 'ok' | 'fails') {
    return fakeGatewayFetch((request) => {
      const type = typeOf(sentData(request));
      if (type === 'makeActiveCartForGuest' && promotion === 'fails') {
        return {
          salesforceActions: crmAnswer({ statusCode: 500, content: 'ERROR: Quote locked.' }),
        };
      }
      return { salesforceActions: crmAnswer({ statusCode: 200, content: USER_CART }) };
    });
  }

  it.each([
    ['a bare id', '0Q0Dn0000000000042'],
    ['a JSON object another build wrote', '{"quoteId":"0Q0Dn0000000000042"}'],
  ])('becomes the active cart once, stored as %s', async (_kind, stored) => {
    localStorage.setItem('EC_GUEST_QUOTE', stored);
    const gateway = signedInGateway('ok');
    const cart = await loadActiveCart(testConnection(gateway.fetch, SIGNED_IN_SESSION));
    const sent = gateway.received.map((request) => sentData(request));
    expect(sent.map(typeOf)).toEqual(['makeActiveCartForGuest', 'getActiveQuote']);
    expect(String(sent[0]?.endpoint)).toContain(
      'cid=CON-1&accId=ACC-1&ut=AWSManager&quoteId=0Q0Dn0000000000042',
    );
    expect(cart?.quote.id).toBe('0Q0Dn0000000000042');
    expect(localStorage.getItem('EC_GUEST_QUOTE')).toBeNull();
    expect(localStorage.getItem('EC_Quote_Id')).toBe('0Q0Dn0000000000042');
  });

  it('is kept for the next load when the CRM refuses it, and the user still gets their own cart', async () => {
    localStorage.setItem('EC_GUEST_QUOTE', 'Q-GUEST-7');
    const gateway = signedInGateway('fails');
    const cart = await loadActiveCart(testConnection(gateway.fetch, SIGNED_IN_SESSION));
    expect(cart?.quote.id).toBe('0Q0Dn0000000000042');
    expect(localStorage.getItem('EC_GUEST_QUOTE')).toBe('Q-GUEST-7');
    expect(getDefaultStore().get(toastAtom)).toMatchObject({
      message: 'Quote locked.',
      variant: 'error',
    });
  });
});

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useBlockMutation } from '../../data/useBlockMutation';
// The cart's wiring, not part of its public index (blocks must not reset the cart themselves).
import { replaceCartAfterOrder } from '../cart/cartStore';
import {
  calculateCheckoutTax,
  placeOrder,
  requestPayment,
  submitPaymentResult,
} from './checkoutCalls';
import { newIdempotencyKey } from './checkoutRules';
import {
  checkoutKeys,
  fieldSaverFor,
  readAttemptKey,
  readStoredPayment,
  storeAttemptKey,
  storePayment,
  type StoredPayment,
} from './checkoutStore';
import type { PaymentOutcome, PlacedOrder } from './checkoutTypes';
import { paymentReturnUrl, postToPaymentPage, refusedForGood } from './paymentReturn';

const paymentStateKey = (quoteId: string) => [...checkoutKeys.quote(quoteId), 'payment'] as const;

/** The card payment the CRM approved for the quote in this tab, or null. */
export function useCardPaymentState(quoteId: string | null) {
  return useQuery<StoredPayment | null>({
    queryKey: paymentStateKey(quoteId ?? ''),
    queryFn: () => readStoredPayment(quoteId ?? ''),
    enabled: quoteId !== null,
    staleTime: Infinity,
  });
}

/**
 * Paying by card through the hosted payment page: `start` saves what was typed, asks the CRM to
 * sign a payment request for the quote's own amount and posts it to the page (the browser leaves
 * the store); `receive` hands the page's signed result back to the CRM (paymentRequestHandler),
 * which records the approval or the decline.
 */
export function useCardPayment(quoteId: string | null, returnTo: string) {
  const queryClient = useQueryClient();
  const start = useBlockMutation({
    mutationFn: async (connection, options: { saveCard?: boolean; paymentToken?: string }) => {
      if (!quoteId) throw new Error('There is no cart to pay for.');
      await fieldSaverFor(queryClient, connection, quoteId).flush();
      // The tax estimate is part of the total the page signs: bring it up to date first, or a
      // later estimate changes the total and the CRM voids the payment (the cart changed).
      await calculateCheckoutTax(connection, quoteId);
      void queryClient.invalidateQueries({ queryKey: [...checkoutKeys.quote(quoteId), 'tax'] });
      const request = await requestPayment(connection, {
        quoteId,
        returnUrl: paymentReturnUrl(returnTo),
        ...options,
      });
      postToPaymentPage(request.paymentPageUrl, request.fields);
      return request;
    },
    invalidates: [],
    failure: 'inline',
  });
  const receive = useBlockMutation({
    mutationFn: (connection, fields: Record<string, string>) =>
      submitPaymentResult(connection, fields),
    invalidates: [],
    failure: 'inline',
    onSuccess: (outcome: PaymentOutcome) => {
      if (!quoteId) return;
      const approved = outcome.status === 'Authorized' ? outcome : null;
      storePayment(quoteId, approved);
      queryClient.setQueryData(
        paymentStateKey(quoteId),
        approved ? { ...approved, quoteId } : null,
      );
    },
  });
  return { start, receive };
}

/**
 * Places the order of the quote, exactly once: what was typed is saved first, then placeOrder
 * goes out with the attempt's idempotency key (kept in the tab's storage, so a retry after a
 * timeout or a reload during placement answers the same order). A refusal ends the attempt; a
 * fault (5xx, 429, timeout) keeps its key and every entered value, so trying again is safe.
 * After the order the cart follows the CRM's new cart.
 */
export function usePlaceOrder(
  quoteId: string | null,
  isGuest: boolean,
  /**
   * Runs with the order before the cart is replaced (the checkout's blocks then show an empty
   * cart and unmount): where the page goes next, e.g. the confirmation.
   */
  onPlaced?: (placed: PlacedOrder) => void,
) {
  const queryClient = useQueryClient();
  return useBlockMutation({
    mutationFn: async (connection): Promise<PlacedOrder> => {
      if (!quoteId) throw new Error('There is no cart to order.');
      // The key is taken before anything is awaited, so two clicks in one frame share it.
      const key = readAttemptKey(quoteId) ?? newIdempotencyKey();
      storeAttemptKey(quoteId, key);
      try {
        await fieldSaverFor(queryClient, connection, quoteId).flush();
        return await placeOrder(connection, quoteId, key);
      } catch (error) {
        if (refusedForGood(error)) storeAttemptKey(quoteId, null);
        throw error;
      }
    },
    invalidates: [],
    failure: 'inline',
    onSuccess: (placed) => {
      if (!quoteId) return;
      storeAttemptKey(quoteId, null);
      storePayment(quoteId, null);
      queryClient.setQueryData(checkoutKeys.order(placed.confirmationToken), placed.order);
      onPlaced?.(placed);
      replaceCartAfterOrder(queryClient, placed.newCartId, isGuest);
    },
  });
}

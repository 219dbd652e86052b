import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { useBlockMutation } from '../../data/useBlockMutation';
import { paymentReturnUrl, postToPaymentPage } from '../checkout/index';
import {
  deletePaymentMethod,
  getPaymentMethods,
  requestCardToken,
  savePaymentMethod,
  setDefaultPaymentMethod,
} from './paymentMethodCalls';

/**
 * The saved cards' query key: checkout's saved cards (`['checkout', 'savedCards']`) are the same
 * CRM answer, so every write here makes both stale.
 */
export const paymentMethodKeys = { cards: ['paymentMethods', 'cards'] as const };
const CHECKOUT_CARDS = ['checkout', 'savedCards'] as const;

/** The caller's saved cards. */
export function usePaymentMethods(enabled = true) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: paymentMethodKeys.cards,
    queryFn: ({ signal }) => getPaymentMethods(connection, signal),
    enabled,
    meta: { handlesErrors: true },
  });
}

/**
 * Adding a card: `start` asks the CRM for a signed tokenize-only request and posts it to the
 * hosted page (the browser leaves the store); back on `returnTo`, `receive` hands the page's
 * signed result to the CRM, which saves the token.
 */
export function useAddPaymentMethod(returnTo: string) {
  const start = useBlockMutation({
    mutationFn: async (
      connection,
      options: { acceptedBrands: readonly string[]; makeDefault: boolean },
    ) => {
      const request = await requestCardToken(connection, {
        returnUrl: paymentReturnUrl(returnTo),
        ...options,
      });
      postToPaymentPage(request.paymentPageUrl, request.fields);
      return request;
    },
    invalidates: [],
    failure: 'inline',
  });
  // A failure is the spec's error toast; the block adds what happens to the card (kept in the
  // URL for Save the card again, or refused for good).
  const receive = useBlockMutation({
    mutationFn: (connection, fields: Record<string, string>) =>
      savePaymentMethod(connection, fields),
    invalidates: [paymentMethodKeys.cards, CHECKOUT_CARDS],
    failure: 'toast',
  });
  return { start, receive };
}

/** Removes a saved card (its token) of the caller. */
export function useDeletePaymentMethod() {
  return useBlockMutation({
    mutationFn: (connection, token: string) => deletePaymentMethod(connection, token),
    invalidates: [paymentMethodKeys.cards, CHECKOUT_CARDS],
    failure: 'inline',
  });
}

/** Makes a saved card the caller's default: checkout offers it first. */
export function useSetDefaultPaymentMethod() {
  return useBlockMutation({
    mutationFn: (connection, token: string) => setDefaultPaymentMethod(connection, token),
    invalidates: [paymentMethodKeys.cards, CHECKOUT_CARDS],
    failure: 'inline',
  });
}

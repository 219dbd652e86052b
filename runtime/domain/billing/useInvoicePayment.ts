import { useBlockMutation } from '../../data/useBlockMutation';
import { paymentReturnUrl, postToPaymentPage, refusedForGood } from '../checkout/index';
import { requestInvoicePayment, submitInvoicePaymentResult } from './billingCalls';
import { newPaymentAttemptKey } from './billingRules';
import { billingKeys, readAttempt, storeAttempt } from './billingStore';
import type { InvoiceAllocation, InvoicePaymentOutcome } from './billingTypes';

/**
 * Paying invoices by card through the hosted payment page, with checkout's round trip: `start`
 * asks the CRM to sign a payment of the chosen amounts under the attempt's idempotency key (kept
 * in the tab, so a retry or a return from the page without paying reuses the same pending
 * payment, never a second one) and posts it to the page; `receive` hands the page's signed result
 * back to the CRM, which applies an approval to the invoices once. Either outcome ends the attempt.
 */
export function useInvoicePayment(returnTo: string) {
  const start = useBlockMutation({
    mutationFn: async (
      connection,
      options: {
        allocations: readonly InvoiceAllocation[];
        paymentToken?: string;
        saveCard?: boolean;
      },
    ) => {
      const key = readAttempt(options.allocations) ?? newPaymentAttemptKey();
      storeAttempt(options.allocations, key);
      try {
        const request = await requestInvoicePayment(connection, {
          ...options,
          idempotencyKey: key,
          returnUrl: paymentReturnUrl(returnTo),
        });
        postToPaymentPage(request.paymentPageUrl, request.fields);
        return request;
      } catch (error) {
        if (refusedForGood(error)) storeAttempt(options.allocations, null);
        throw error;
      }
    },
    invalidates: [],
    failure: 'inline',
  });
  const receive = useBlockMutation({
    mutationFn: (connection, fields: Record<string, string>) =>
      submitInvoicePaymentResult(connection, fields),
    invalidates: [billingKeys.all],
    failure: 'inline',
    onSuccess: (_outcome: InvoicePaymentOutcome) => storeAttempt([], null),
  });
  return { start, receive };
}

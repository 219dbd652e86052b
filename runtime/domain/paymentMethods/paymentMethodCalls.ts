import { makeCall, type GatewayConnection } from '../../gateway/index';
import type { PaymentMethodOutcome, PaymentMethodRequest, SavedCard } from './paymentMethodTypes';

/**
 * The CRM calls of saved cards, under the payment method base (spec 001 section 7). Cards are the
 * payment provider's tokens: the card itself is entered only on the hosted payment page.
 */

/** getSavedCards: the caller's cards with brand, last four digits, expiry, default, expired. */
export async function getPaymentMethods(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<SavedCard[]> {
  const content = await makeCall<SavedCard[]>(
    connection,
    { base: 'paymentMethod', type: 'getSavedCards', method: 'POST' },
    { signal, idempotent: true },
  );
  return Array.isArray(content) ? content : [];
}

/** addPaymentMethod: a signed tokenize-only request for the hosted page (nothing is charged). */
export function requestCardToken(
  connection: GatewayConnection,
  request: { returnUrl: string; acceptedBrands: readonly string[]; makeDefault: boolean },
): Promise<PaymentMethodRequest> {
  return makeCall<PaymentMethodRequest>(connection, {
    base: 'paymentMethod',
    type: 'addPaymentMethod',
    method: 'POST',
    payload: { ...request, acceptedBrands: [...request.acceptedBrands] },
  });
}

/** savePaymentMethod: the CRM verifies the page's signed result and saves the token, once. */
export function savePaymentMethod(
  connection: GatewayConnection,
  fields: Readonly<Record<string, string>>,
): Promise<PaymentMethodOutcome> {
  return makeCall<PaymentMethodOutcome>(connection, {
    base: 'paymentMethod',
    type: 'savePaymentMethod',
    method: 'POST',
    payload: { fields },
  });
}

export function deletePaymentMethod(
  connection: GatewayConnection,
  token: string,
): Promise<unknown> {
  return makeCall(connection, {
    base: 'paymentMethod',
    type: 'deletePaymentMethod',
    method: 'POST',
    payload: { token },
  });
}

export function setDefaultPaymentMethod(
  connection: GatewayConnection,
  token: string,
): Promise<unknown> {
  return makeCall(
    connection,
    { base: 'paymentMethod', type: 'setDefaultPaymentMethod', method: 'POST', payload: { token } },
    { idempotent: true },
  );
}

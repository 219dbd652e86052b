/**
 * The answers of the account area's address, shipping-preference and payment-method calls
 * (server/crm/README.md, "Addresses, shipping preferences and payment methods"), shared by the CRM
 * stand-in, which answers them, and runtime/domain (addresses, paymentMethods). Types only.
 */

/** getShippingPreferences: every active service, the account's choices and carrier accounts. */
export interface ShippingPreferences {
  carriers: {
    code: string;
    name: string;
    services: {
      id: string;
      name: string;
      /** Where it ships: the ship-from country only, every other country, or everywhere. */
      coverage: 'domestic' | 'international' | 'all';
      coldChain: boolean;
      transitDays: { min: number; max: number };
    }[];
  }[];
  /** Services the account prefers, in the carriers' order; empty: no preference (all offered). */
  preferredServiceIds: string[];
  /** The default method checkout preselects; null when none is set. */
  defaultServiceId: string | null;
  /** The account's own carrier account numbers (shipping billed to them), one per carrier. */
  carrierAccounts: CarrierAccount[];
}

/** The customer's own account number with a carrier (shipping billed to them). */
export interface CarrierAccount {
  carrierCode: string;
  carrierName: string;
  accountNumber: string;
}

/** addPaymentMethod: the signed tokenize-only request to post to the hosted page. */
export interface PaymentMethodRequest {
  message: string;
  fields: Record<string, string>;
  paymentPageUrl: string;
}

/** savePaymentMethod: what became of the card the hosted page took. */
export interface PaymentMethodOutcome {
  status: 'Saved' | 'Declined' | 'Cancelled' | 'Refused';
  /** What to tell the customer. */
  message: string;
  /** The saved card, when status is Saved. */
  card: {
    token: string;
    brand: string;
    last4: string;
    expiry: string;
    isDefault: boolean;
  } | null;
}

/** The carrier account number rule: 3 to 40 letters, digits, spaces or dashes. */
export const CARRIER_ACCOUNT_NUMBER = /^[A-Za-z0-9](?:[A-Za-z0-9 -]{1,38})[A-Za-z0-9]$/;

/** Why a carrier account number cannot be saved, or null. */
export function carrierAccountNumberProblem(value: string): string | null {
  const number = value.trim();
  if (!number) return 'Enter the carrier account number.';
  return CARRIER_ACCOUNT_NUMBER.test(number)
    ? null
    : 'Use 3 to 40 letters, digits, spaces or dashes, as printed on your carrier contract.';
}

/**
 * The shapes the CRM answers with for the customer's saved cards (payment method base,
 * server/crm/README.md). Types only.
 */
export type { SavedCard } from '../../../schemas/checkout/checkoutCalls';
export type {
  PaymentMethodOutcome,
  PaymentMethodRequest,
} from '../../../schemas/address/accountBillingCalls';

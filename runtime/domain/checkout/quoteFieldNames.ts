/**
 * The quote's checkout fields under the CRM's names (server/crm/records/quoteFields.ts), grouped
 * the way the checkout's forms use them: one home for the names, so no block spells them.
 */

/** The parts of an address form, in the blocks' own (schema) names. */
export type AddressPart =
  | 'address'
  | 'address2'
  | 'city'
  | 'state'
  | 'zip'
  | 'country'
  | 'location'
  | 'contactName'
  | 'email'
  | 'phone';

/** Every part of an address form, in the order the form shows them. */
export const ADDRESS_PARTS: readonly AddressPart[] = [
  'address',
  'address2',
  'city',
  'state',
  'zip',
  'country',
  'location',
  'contactName',
  'email',
  'phone',
];

/** The CRM field of each part of the shipping address. */
export const SHIPPING_FIELDS: Readonly<Record<AddressPart, string>> = {
  address: 'ShippingStreet',
  address2: 'Shipping_Address2__c',
  city: 'ShippingCity',
  state: 'ShippingState',
  zip: 'ShippingPostalCode',
  country: 'ShippingCountry',
  location: 'Shipping_Location__c',
  contactName: 'ShippingName',
  email: 'Shipping_Email__c',
  phone: 'Shipping_Phone__c',
};

/** The deliver-to person and place (no location on the quote). */
export const DELIVER_TO_FIELDS: Readonly<Partial<Record<AddressPart, string>>> = {
  address: 'Deliver_To_Street__c',
  address2: 'Deliver_To_Address2__c',
  city: 'Deliver_To_City__c',
  state: 'Deliver_To_State__c',
  zip: 'Deliver_To_Zip__c',
  country: 'Deliver_To_Country__c',
  contactName: 'Deliver_To_Name__c',
  email: 'Deliver_To_Email__c',
  phone: 'Deliver_To_Phone__c',
};

/** The CRM field of each part of the billing address. */
export const BILLING_FIELDS: Readonly<Partial<Record<AddressPart, string>>> = {
  address: 'BillingStreet',
  address2: 'Billing_Address2__c',
  city: 'BillingCity',
  state: 'BillingState',
  zip: 'BillingPostalCode',
  country: 'BillingCountry',
  contactName: 'BillingName',
  email: 'Billing_Email__c',
  phone: 'Billing_Phone__c',
};

/** The other checkout fields the blocks write. */
export const QUOTE_FIELD = {
  billToAccount: 'Bill_To_Account__c',
  billingContact: 'Billing_Contact__c',
  buyerName: 'Buyer_Contact_Name__c',
  buyerEmail: 'Buyer_Email__c',
  buyerPhone: 'Buyer_Phone__c',
  shippingService: 'Shipping_Service_Id__c',
  shippingAmount: 'ShippingHandling',
  customerShippingAccount: 'Customer_Shipping_Account__c',
  shipToAccount: 'Ship_To_Account__c',
  paymentMethod: 'Payment_Method__c',
  paymentTerms: 'Pay_Online_Terms__c',
  poNumber: 'PoNumber',
  poDocumentName: 'PO_Document_Name__c',
  savedCard: 'Saved_Card_Token__c',
  termsAccepted: 'Terms_Accepted__c',
  specialInstructions: 'Special_Instructions__c',
  customFields: 'Custom_Fields__c',
  currency: 'CurrencyIsoCode',
  account: 'AccountId',
  contact: 'ContactId',
  quoteNumber: 'QuoteNumber',
  subtotal: 'Subtotal',
  discount: 'Discount',
  tax: 'Tax',
  total: 'Total',
} as const;

/** The quote fields the checkout reads (getRecord's displayFields). */
export const CHECKOUT_DISPLAY_FIELDS: readonly string[] = [
  'Id',
  'Status',
  ...Object.values(SHIPPING_FIELDS),
  ...Object.values(DELIVER_TO_FIELDS),
  ...Object.values(BILLING_FIELDS),
  'Shipping_Carrier__c',
  'Shipping_Service__c',
  ...Object.values(QUOTE_FIELD),
];

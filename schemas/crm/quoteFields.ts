import type { CrmField } from './crmObjects';

/**
 * How a writable field's value is checked before updateRecord stores it. Every value is checked on
 * the server: the blocks' own validation only mirrors these rules.
 */
export type FieldRule =
  | { kind: 'text'; maxLength: number }
  | { kind: 'email' }
  | { kind: 'phone' }
  | { kind: 'boolean' }
  | { kind: 'picklist'; options: readonly string[] }
  /** Ids checked by updateRecord against what the caller may use (accounts, contacts, services). */
  | { kind: 'reference'; to: 'Account' | 'Contact' | 'ShippingService' | 'SavedCard' }
  | { kind: 'json' };

export interface QuoteField extends CrmField {
  /** Set when updateRecord may write the field. */
  write?: FieldRule;
  /** Writing it voids a calculated tax (the shipping address decides the tax). */
  voidsTax?: boolean;
}

const text = (maxLength = 255): FieldRule => ({ kind: 'text', maxLength });

const field = (
  column: string,
  label: string,
  type: CrmField['type'],
  write?: FieldRule,
  voidsTax = false,
): QuoteField => ({ column, label, type, ...(write ? { write } : {}), voidsTax });

/** An address group (shipping, billing, deliver-to) under CRM-style names. */
function addressGroup(
  prefix: 'shipping' | 'billing' | 'deliver_to',
  names: {
    street: string;
    street2: string;
    city: string;
    state: string;
    zip: string;
    country: string;
    name: string;
    email: string;
    phone: string;
  },
  label: string,
): Record<string, QuoteField> {
  const taxes = prefix === 'shipping';
  return {
    [names.street]: field(`${prefix}_address`, `${label} Street`, 'string', text(), taxes),
    [names.street2]: field(`${prefix}_address2`, `${label} Street 2`, 'string', text()),
    [names.city]: field(`${prefix}_city`, `${label} City`, 'string', text(80), taxes),
    [names.state]: field(`${prefix}_state`, `${label} State`, 'string', text(80), taxes),
    [names.zip]: field(`${prefix}_zip`, `${label} Zip`, 'string', text(20), taxes),
    [names.country]: field(`${prefix}_country`, `${label} Country`, 'string', text(80), taxes),
    [names.name]: field(`${prefix}_contact_name`, `${label} Contact Name`, 'string', text(120)),
    [names.email]: field(`${prefix}_email`, `${label} Email`, 'email', { kind: 'email' }),
    [names.phone]: field(`${prefix}_phone`, `${label} Phone`, 'phone', { kind: 'phone' }),
  };
}

/**
 * The quote's fields (spec 001 section 3 "Quote"): shipping, billing and deliver-to fields,
 * payment terms and PO number, under the CRM's field names. Standard Quote names where the CRM has
 * one (ShippingStreet, ShippingHandling...), custom `__c` names otherwise.
 */
export const QUOTE_FIELDS: Record<string, QuoteField> = {
  Id: field('id', 'Quote ID', 'id'),
  Name: field('name', 'Quote Name', 'string'),
  QuoteNumber: field('quote_number', 'Quote Number', 'string'),
  Status: field('status', 'Status', 'picklist'),
  AccountId: field('account_id', 'Account', 'reference'),
  ContactId: field('contact_id', 'Contact', 'reference'),
  CurrencyIsoCode: field('currency', 'Currency', 'picklist'),
  Is_Guest__c: field('is_guest', 'Guest Cart', 'boolean'),
  ...addressGroup(
    'shipping',
    {
      street: 'ShippingStreet',
      street2: 'Shipping_Address2__c',
      city: 'ShippingCity',
      state: 'ShippingState',
      zip: 'ShippingPostalCode',
      country: 'ShippingCountry',
      name: 'ShippingName',
      email: 'Shipping_Email__c',
      phone: 'Shipping_Phone__c',
    },
    'Shipping',
  ),
  Shipping_Location__c: field('shipping_location', 'Shipping Location', 'string', text(120)),
  Shipping_Service_Id__c: field('shipping_service_id', 'Shipping Method', 'reference', {
    kind: 'reference',
    to: 'ShippingService',
  }),
  Shipping_Carrier__c: field('shipping_carrier', 'Carrier', 'string'),
  Shipping_Service__c: field('shipping_service', 'Shipping Service', 'string'),
  ShippingHandling: field('shipping_amount', 'Shipping', 'currency'),
  Customer_Shipping_Account__c: field(
    'customer_shipping_account',
    'Customer Shipping Account',
    'string',
    text(40),
  ),
  Ship_To_Account__c: field('ship_to_account_id', 'Ship-To Account', 'reference', {
    kind: 'reference',
    to: 'Account',
  }),
  ...addressGroup(
    'billing',
    {
      street: 'BillingStreet',
      street2: 'Billing_Address2__c',
      city: 'BillingCity',
      state: 'BillingState',
      zip: 'BillingPostalCode',
      country: 'BillingCountry',
      name: 'BillingName',
      email: 'Billing_Email__c',
      phone: 'Billing_Phone__c',
    },
    'Billing',
  ),
  Bill_To_Account__c: field('bill_to_account_id', 'Bill-To Account', 'reference', {
    kind: 'reference',
    to: 'Account',
  }),
  Billing_Contact__c: field('billing_contact_id', 'Billing Contact', 'reference', {
    kind: 'reference',
    to: 'Contact',
  }),
  ...addressGroup(
    'deliver_to',
    {
      street: 'Deliver_To_Street__c',
      street2: 'Deliver_To_Address2__c',
      city: 'Deliver_To_City__c',
      state: 'Deliver_To_State__c',
      zip: 'Deliver_To_Zip__c',
      country: 'Deliver_To_Country__c',
      name: 'Deliver_To_Name__c',
      email: 'Deliver_To_Email__c',
      phone: 'Deliver_To_Phone__c',
    },
    'Deliver To',
  ),
  Buyer_Contact_Name__c: field('buyer_contact_name', 'Contact Name', 'string', text(120)),
  Buyer_Email__c: field('buyer_email', 'Email', 'email', { kind: 'email' }),
  Buyer_Phone__c: field('buyer_phone', 'Phone', 'phone', { kind: 'phone' }),
  Payment_Method__c: field('payment_method', 'Payment Method', 'picklist', {
    kind: 'picklist',
    options: ['Terms', 'Card'],
  }),
  Pay_Online_Terms__c: field('pay_online_terms', 'Payment Terms', 'string'),
  PoNumber: field('po_number', 'PO Number', 'string', text(40)),
  // Set by uploadPoDocument / removePoDocument only (the file's name), never by updateRecord.
  PO_Document_Name__c: field('po_document_name', 'PO Document', 'string'),
  Saved_Card_Token__c: field('saved_card_token', 'Saved Card', 'reference', {
    kind: 'reference',
    to: 'SavedCard',
  }),
  Terms_Accepted__c: field('terms_accepted', 'Terms Accepted', 'boolean', { kind: 'boolean' }),
  Terms_Accepted_Date__c: field('terms_accepted_at', 'Terms Accepted On', 'datetime'),
  Special_Instructions__c: field(
    'special_instructions',
    'Special Instructions',
    'string',
    text(2000),
  ),
  Custom_Fields__c: field('custom_fields', 'Additional Information', 'string', { kind: 'json' }),
  Promo_Code__c: field('promo_code', 'Promo Code', 'string'),
  Subtotal: field('subtotal', 'Subtotal', 'currency'),
  Discount: field('discount_total', 'Discount', 'currency'),
  Tax: field('tax_amount', 'Tax', 'currency'),
  Tax_Committed__c: field('tax_committed', 'Tax Committed', 'boolean'),
  Total: field('total', 'Total', 'currency'),
  CreatedDate: field('created_at', 'Created Date', 'datetime'),
  LastModifiedDate: field('updated_at', 'Last Modified Date', 'datetime'),
};

/** The fields spec 001 section 5 needs before tax is calculated. */
export const TAX_ADDRESS_COLUMNS = [
  'shipping_address',
  'shipping_city',
  'shipping_country',
  'shipping_state',
  'shipping_zip',
] as const;

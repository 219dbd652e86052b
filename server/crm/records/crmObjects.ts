/**
 * The CRM objects getRecord and getLookupRecords can read, with CRM-style field names mapped to
 * columns. Only these tables and columns are reachable: field names never reach SQL unchecked.
 */
export interface CrmField {
  column: string;
  label: string;
  type:
    | 'id'
    | 'string'
    | 'email'
    | 'phone'
    | 'currency'
    | 'boolean'
    | 'datetime'
    | 'reference'
    | 'picklist';
}

export interface CrmObject {
  table: string;
  fields: Record<string, CrmField>;
  /** Fields a lookup searches in. */
  searchFields: string[];
  /** Restricts lookups to the caller's account: the column holding the account id. */
  accountColumn: string | null;
}

const f = (column: string, label: string, type: CrmField['type'] = 'string'): CrmField => ({
  column,
  label,
  type,
});

export const CRM_OBJECTS: Record<string, CrmObject> = {
  Account: {
    table: 'accounts',
    fields: {
      Id: f('id', 'Account ID', 'id'),
      Name: f('name', 'Account Name'),
      AccountNumber: f('account_number', 'Account Number'),
      Type: f('type', 'Type', 'picklist'),
      ParentId: f('parent_account_id', 'Parent Account', 'reference'),
      Related_Account__c: f('related_account_id', 'Related Account', 'reference'),
      Phone: f('phone', 'Phone', 'phone'),
      BillingStreet: f('billing_street', 'Billing Street'),
      BillingCity: f('billing_city', 'Billing City'),
      BillingState: f('billing_state', 'Billing State'),
      BillingPostalCode: f('billing_postal_code', 'Billing Zip'),
      BillingCountry: f('billing_country', 'Billing Country'),
      CurrencyIsoCode: f('currency', 'Currency', 'picklist'),
      Payment_Terms__c: f('payment_terms', 'Payment Terms', 'picklist'),
      Is_Indirect_Buyer__c: f('is_indirect_buyer', 'Indirect Buyer', 'boolean'),
    },
    searchFields: ['Name', 'AccountNumber'],
    accountColumn: null,
  },
  Contact: {
    table: 'contacts',
    fields: {
      Id: f('id', 'Contact ID', 'id'),
      AccountId: f('account_id', 'Account', 'reference'),
      FirstName: f('first_name', 'First Name'),
      LastName: f('last_name', 'Last Name'),
      Email: f('email', 'Email', 'email'),
      Phone: f('phone', 'Phone', 'phone'),
      Title: f('title', 'Title'),
      AWS_Status__c: f('aws_status', 'Portal Status', 'picklist'),
      CreatedDate: f('created_at', 'Created Date', 'datetime'),
    },
    searchFields: ['FirstName', 'LastName', 'Email'],
    accountColumn: 'account_id',
  },
  Quote: {
    table: 'quotes',
    fields: {
      Id: f('id', 'Quote ID', 'id'),
      Name: f('name', 'Quote Name'),
      QuoteNumber: f('quote_number', 'Quote Number'),
      Status: f('status', 'Status', 'picklist'),
      AccountId: f('account_id', 'Account', 'reference'),
      ContactId: f('contact_id', 'Contact', 'reference'),
      PoNumber: f('po_number', 'PO Number'),
      ShippingCity: f('shipping_city', 'Shipping City'),
      ShippingCountry: f('shipping_country', 'Shipping Country'),
      Subtotal: f('subtotal', 'Subtotal', 'currency'),
      Discount: f('discount_total', 'Discount', 'currency'),
      Tax: f('tax_amount', 'Tax', 'currency'),
      Total: f('total', 'Total', 'currency'),
      CurrencyIsoCode: f('currency', 'Currency', 'picklist'),
      CreatedDate: f('created_at', 'Created Date', 'datetime'),
    },
    searchFields: ['Name', 'QuoteNumber', 'PoNumber'],
    accountColumn: 'account_id',
  },
  Product2: {
    table: 'catalog_items',
    fields: {
      Id: f('item_id', 'Product ID', 'id'),
      Name: f('title', 'Product Name'),
      ProductCode: f('sku', 'Product Code'),
      Description: f('description', 'Description'),
      Family: f('item_group', 'Product Family', 'picklist'),
      Price: f('price', 'List Price', 'currency'),
      CurrencyIsoCode: f('currency', 'Currency', 'picklist'),
      Configuration_Requirement__c: f(
        'configuration_requirement',
        'Configuration Requirement',
        'picklist',
      ),
    },
    searchFields: ['Name', 'ProductCode'],
    accountColumn: null,
  },
};

export function findCrmObject(name: string): CrmObject | null {
  const key = Object.keys(CRM_OBJECTS).find(
    (objectName) => objectName.toLowerCase() === name.toLowerCase(),
  );
  return key ? (CRM_OBJECTS[key] ?? null) : null;
}

/** Display fields may come as 'Name, Email' or ['Name', 'Email']; unknown names are dropped. Id is always included. */
export function pickFields(object: CrmObject, displayFields: unknown): [string, CrmField][] {
  const names = Array.isArray(displayFields)
    ? displayFields.map(String)
    : typeof displayFields === 'string' && displayFields.trim() !== ''
      ? displayFields.split(',').map((name) => name.trim())
      : Object.keys(object.fields);
  const chosen = new Map<string, CrmField>();
  for (const name of ['Id', ...names]) {
    const key = Object.keys(object.fields).find(
      (field) => field.toLowerCase() === name.toLowerCase(),
    );
    if (key && object.fields[key]) chosen.set(key, object.fields[key]);
  }
  return [...chosen.entries()];
}

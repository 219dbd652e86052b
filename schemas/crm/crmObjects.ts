import { QUOTE_FIELDS } from './quoteFields';

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
  /** A personal record's contact column: other contacts of the account do not see it. */
  contactColumn?: string;
  /** A boolean column marking guest records, which a guest may reach by id. */
  guestColumn?: string;
  /** Lookup order; the name column when absent. */
  orderBy?: string;
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
    fields: QUOTE_FIELDS,
    searchFields: ['Name', 'QuoteNumber', 'PoNumber'],
    accountColumn: 'account_id',
    contactColumn: 'contact_id',
    guestColumn: 'is_guest',
  },
  Address: {
    table: 'account_addresses',
    fields: {
      Id: f('id', 'Address ID', 'id'),
      Name: f('label', 'Address Name'),
      AccountId: f('account_id', 'Account', 'reference'),
      Street: f('address', 'Street'),
      Street2: f('address2', 'Street 2'),
      City: f('city', 'City'),
      State: f('state', 'State'),
      PostalCode: f('zip', 'Zip'),
      Country: f('country', 'Country'),
      Location: f('location', 'Location'),
      ContactName: f('contact_name', 'Contact Name'),
      Email: f('email', 'Email', 'email'),
      Phone: f('phone', 'Phone', 'phone'),
      IsDefaultShipping: f('is_default_shipping', 'Default Shipping Address', 'boolean'),
      IsDefaultBilling: f('is_default_billing', 'Default Billing Address', 'boolean'),
    },
    searchFields: ['Name', 'Street', 'City', 'PostalCode', 'ContactName'],
    accountColumn: 'account_id',
    orderBy: 'is_default_shipping DESC, label',
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
  // Support requests as the CRM's cases (/billing/cases): the account's, like the requests list.
  Case: {
    table: 'support_requests',
    fields: {
      Id: f('id', 'Case ID', 'id'),
      CaseNumber: f('request_number', 'Case Number'),
      Subject: f('subject', 'Subject'),
      Status: f('status', 'Status', 'picklist'),
      Type: f('type', 'Type', 'picklist'),
      AccountId: f('account_id', 'Account', 'reference'),
      CreatedDate: f('created_at', 'Created Date', 'datetime'),
      LastModifiedDate: f('updated_at', 'Last Modified Date', 'datetime'),
    },
    searchFields: ['CaseNumber', 'Subject'],
    accountColumn: 'account_id',
    orderBy: 'created_at DESC',
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

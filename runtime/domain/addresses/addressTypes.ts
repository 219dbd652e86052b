/**
 * The shapes the CRM answers with for the account's address book and shipping preferences
 * (server/crm/README.md, "Addresses, shipping preferences and payment methods"). Types only.
 */
export type { AddressField, AddressInput } from '../../../schemas/address/addressBookRules';
export type {
  CarrierAccount,
  ShippingPreferences,
} from '../../../schemas/address/accountBillingCalls';

/** One saved address of the account's address book (getLookupRecords, objectName Address). */
export interface SavedAddress {
  Id: string;
  Name: string;
  Street: string;
  Street2: string | null;
  City: string;
  State: string | null;
  PostalCode: string;
  Country: string;
  Location: string | null;
  ContactName: string | null;
  Email: string | null;
  Phone: string | null;
  IsDefaultShipping: boolean;
  IsDefaultBilling: boolean;
}

/** An address to keep in the address book (saveAddress), in the CRM's names. */
export type NewAddress = Omit<SavedAddress, 'Id' | 'IsDefaultShipping' | 'IsDefaultBilling'>;

/** An address to save: a new one, or with `Id` an edit of one of the account's addresses. */
export type AddressToSave = NewAddress & { Id?: string; IsDefaultShipping?: boolean };

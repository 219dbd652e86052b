/**
 * The address book's form rules: what a saved address must hold, country by country. Shared by
 * the account's address book and checkout's "save this address" (runtime/domain/addresses), which
 * show the problems by each field, and the CRM stand-in's saveAddress, which refuses an address
 * with any of them, with the same words. Pure: no React, no I/O.
 */
import { countryRule, postalCodeProblem } from './countryRules';

/** An address as the address book saves it, in the CRM's field names (getLookupRecords Address). */
export interface AddressInput {
  Name?: string | null;
  Street?: string | null;
  Street2?: string | null;
  City?: string | null;
  State?: string | null;
  PostalCode?: string | null;
  Country?: string | null;
  Location?: string | null;
  ContactName?: string | null;
  Email?: string | null;
  Phone?: string | null;
}

/** A field of an address, in the CRM's names. */
export type AddressField = keyof AddressInput;

/** The longest value each field keeps (the CRM's column sizes). */
export const ADDRESS_MAX_LENGTH: Readonly<Record<AddressField, number>> = {
  Name: 80,
  Street: 255,
  Street2: 255,
  City: 80,
  State: 80,
  PostalCode: 20,
  Country: 80,
  Location: 120,
  ContactName: 120,
  Email: 254,
  Phone: 40,
};

/** What each field is called in the messages. */
const FIELD_NAMES: Readonly<Record<AddressField, string>> = {
  Name: 'address name',
  Street: 'street address',
  Street2: 'second address line',
  City: 'city',
  State: 'state',
  PostalCode: 'postal code',
  Country: 'country',
  Location: 'location',
  ContactName: 'contact name',
  Email: 'email',
  Phone: 'phone number',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Digits with the usual separators; at least 7 digits (an extension may follow "x"). */
const PHONE = /^\+?[\d\s().-]+(\s*(x|ext\.?)\s*\d{1,6})?$/i;

const text = (value: string | null | undefined) => (value ?? '').trim();

/** A label inside a sentence: "Postal code" -> "postal code", but "ZIP code" stays. */
const inSentence = (label: string) =>
  /^[A-Z]{2}/.test(label) ? label : label.charAt(0).toLowerCase() + label.slice(1);

/**
 * The problems of an address, by field, in the words the forms show; empty when it can be saved.
 * Street, city, postal code and country are always required; the state when the country has
 * states (from its list when it has one); the postal code must fit the country.
 */
export function addressProblems(input: AddressInput): Partial<Record<AddressField, string>> {
  const problems: Partial<Record<AddressField, string>> = {};
  const rule = countryRule(input.Country);
  const stateName = inSentence(rule?.stateLabel ?? 'State');
  const postalName = inSentence(rule?.postalLabel ?? 'Postal code');
  const required: AddressField[] = ['Street', 'City', 'PostalCode', 'Country'];
  if (rule?.stateRequired) required.push('State');
  for (const field of required) {
    if (!text(input[field])) {
      const name =
        field === 'State' ? stateName : field === 'PostalCode' ? postalName : FIELD_NAMES[field];
      problems[field] = `Enter the ${name}.`;
    }
  }
  for (const field of Object.keys(ADDRESS_MAX_LENGTH) as AddressField[]) {
    const max = ADDRESS_MAX_LENGTH[field];
    if (!problems[field] && text(input[field]).length > max)
      problems[field] = `The ${FIELD_NAMES[field]} is too long: use at most ${max} characters.`;
  }
  const state = text(input.State);
  if (!problems.State && state && rule && rule.states.length > 0 && !rule.states.includes(state))
    problems.State = `Choose a ${stateName} of ${rule.name}.`;
  if (!problems.PostalCode) {
    const postal = postalCodeProblem(input.Country, input.PostalCode);
    if (postal) problems.PostalCode = postal;
  }
  const email = text(input.Email);
  if (!problems.Email && email && !EMAIL.test(email))
    problems.Email = 'Enter an email address such as name@example.com.';
  const phone = text(input.Phone);
  if (!problems.Phone && phone && (!PHONE.test(phone) || phone.replace(/\D/g, '').length < 7))
    problems.Phone = 'Enter a phone number with at least 7 digits, such as +1 617 555 0140.';
  return problems;
}

/** The address's values trimmed, empty optional values as null: what is saved. */
export function normalizedAddress(input: AddressInput): Required<AddressInput> {
  const value = (field: AddressField) => text(input[field]) || null;
  const rule = countryRule(input.Country);
  return {
    Name: value('Name'),
    Street: value('Street'),
    Street2: value('Street2'),
    City: value('City'),
    State: value('State'),
    PostalCode:
      rule?.code === 'CA' || rule?.code === 'GB' || rule?.code === 'NL'
        ? (value('PostalCode')?.toUpperCase() ?? null)
        : value('PostalCode'),
    // A listed country is kept under its own name ("us" -> "United States").
    Country: rule?.name ?? value('Country'),
    Location: value('Location'),
    ContactName: value('ContactName'),
    Email: value('Email'),
    Phone: value('Phone'),
  };
}

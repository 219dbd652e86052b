/**
 * The address book's rules as the blocks use them: the country-aware checks shared with the CRM
 * (schemas/address), and how a list of addresses reads. Pure: no React, no I/O.
 */
import type { SavedAddress } from './addressTypes';

export {
  COUNTRIES,
  countryRule,
  isAddressComplete,
  postalCodeProblem,
  type AddressParts,
  type CountryRule,
} from '../../../schemas/address/countryRules';
export {
  ADDRESS_MAX_LENGTH,
  addressProblems,
  normalizedAddress,
} from '../../../schemas/address/addressBookRules';
export { carrierAccountNumberProblem } from '../../../schemas/address/accountBillingCalls';

/** The account's default shipping address, or null when none is set. */
export function defaultShippingAddress(addresses: readonly SavedAddress[]): SavedAddress | null {
  return addresses.find((address) => address.IsDefaultShipping) ?? null;
}

/** The address as lines for a card or a label: street, second line, "City, ST 02115", country. */
export function addressLines(address: SavedAddress): string[] {
  const place = [address.City, [address.State, address.PostalCode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');
  return [address.Street, address.Street2 ?? '', place, address.Country].filter(Boolean);
}

/** The book in the order shown: the default shipping address first, then by name. */
export function sortedAddressBook(addresses: readonly SavedAddress[]): SavedAddress[] {
  return [...addresses].sort(
    (a, b) =>
      Number(b.IsDefaultShipping) - Number(a.IsDefaultShipping) ||
      a.Name.localeCompare(b.Name, undefined, { sensitivity: 'base' }),
  );
}

/**
 * Which service checkout preselects: the account's default when the quote has none chosen yet
 * and the default ships to the quote's country (among `offeredIds`); otherwise null.
 */
export function serviceToPreselect(
  chosenServiceId: string | null | undefined,
  defaultServiceId: string | null | undefined,
  offeredIds: readonly string[],
): string | null {
  if (chosenServiceId || !defaultServiceId) return null;
  return offeredIds.includes(defaultServiceId) ? defaultServiceId : null;
}

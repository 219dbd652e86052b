/**
 * The addresses area of the domain layer (runtime/domain/README.md): the account's address book,
 * its shipping preferences (preferred services, default method) and carrier account numbers, with
 * the country-aware address rules the CRM shares. The account area's blocks and checkout both
 * read it, so an address added in one is offered in the other.
 */
export {
  ADDRESS_MAX_LENGTH,
  COUNTRIES,
  addressLines,
  addressProblems,
  carrierAccountNumberProblem,
  countryRule,
  defaultShippingAddress,
  isAddressComplete,
  normalizedAddress,
  postalCodeProblem,
  serviceToPreselect,
  sortedAddressBook,
  type AddressParts,
  type CountryRule,
} from './addressRules';
export type {
  AddressField,
  AddressInput,
  AddressToSave,
  CarrierAccount,
  NewAddress,
  SavedAddress,
  ShippingPreferences,
} from './addressTypes';
export {
  useDeleteAddress,
  useDeleteCarrierAccount,
  useSaveAddress,
  useSaveCarrierAccount,
  useSaveShippingPreferences,
  useSavedAddresses,
  useSetDefaultAddress,
  useShippingPreferences,
} from './useAddressBook';

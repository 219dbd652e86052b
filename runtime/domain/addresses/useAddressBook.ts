import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { useBlockMutation } from '../../data/useBlockMutation';
import { useBlockQuery } from '../../data/useBlockQuery';
import {
  deleteAddress,
  deleteCarrierAccount,
  getAddressBook,
  getShippingPreferences,
  saveAddress,
  saveCarrierAccount,
  saveShippingPreferences,
  setDefaultAddress,
} from './addressCalls';
import { addressKeys } from './addressStore';
import type { AddressToSave } from './addressTypes';

const quiet = { meta: { handlesErrors: true } };

/**
 * The account's address book; nothing is asked for a guest (`enabled` false). A data-block read:
 * a signed-in visitor's checkout and address book arrive with it in the server's HTML.
 */
export function useSavedAddresses(enabled = true) {
  const connection = useGatewayConnection();
  return useBlockQuery({
    queryKey: addressKeys.book,
    queryFn: ({ signal }) => getAddressBook(connection, signal),
    enabled,
    ...quiet,
  });
}

/** Adds or edits an address; checkout's address block reads the same book afterwards. */
export function useSaveAddress() {
  return useBlockMutation({
    mutationFn: (connection, address: AddressToSave) => saveAddress(connection, address),
    invalidates: [addressKeys.book],
    failure: 'inline',
  });
}

/** Deletes an address of the book (the CRM answers another account's as missing). */
export function useDeleteAddress() {
  return useBlockMutation({
    mutationFn: (connection, addressId: string) => deleteAddress(connection, addressId),
    invalidates: [addressKeys.book],
    failure: 'inline',
  });
}

/** Makes an address the default shipping address, which checkout starts an empty cart from. */
export function useSetDefaultAddress() {
  return useBlockMutation({
    mutationFn: (connection, addressId: string) => setDefaultAddress(connection, addressId),
    invalidates: [addressKeys.book],
    failure: 'inline',
  });
}

/** The account's shipping preferences and carrier accounts. */
export function useShippingPreferences(enabled = true) {
  const connection = useGatewayConnection();
  return useQuery({
    queryKey: addressKeys.shippingPreferences,
    queryFn: ({ signal }) => getShippingPreferences(connection, signal),
    enabled,
    ...quiet,
  });
}

/** Saves the preferred services and default; checkout's shipping methods are asked again. */
export function useSaveShippingPreferences() {
  return useBlockMutation({
    mutationFn: (
      connection,
      preferences: { preferredServiceIds: readonly string[]; defaultServiceId: string | null },
    ) => saveShippingPreferences(connection, preferences),
    invalidates: [addressKeys.shippingPreferences, ['checkout']],
    failure: 'inline',
  });
}

/** Adds or replaces the account's number with a carrier. */
export function useSaveCarrierAccount() {
  return useBlockMutation({
    mutationFn: (connection, account: { carrierCode: string; accountNumber: string }) =>
      saveCarrierAccount(connection, account),
    invalidates: [addressKeys.shippingPreferences, ['checkout']],
    failure: 'inline',
  });
}

/** Removes the account's number with a carrier. */
export function useDeleteCarrierAccount() {
  return useBlockMutation({
    mutationFn: (connection, carrierCode: string) => deleteCarrierAccount(connection, carrierCode),
    invalidates: [addressKeys.shippingPreferences, ['checkout']],
    failure: 'inline',
  });
}

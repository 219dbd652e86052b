import { makeCall, type GatewayConnection } from '../../gateway/index';
import type {
  AddressToSave,
  CarrierAccount,
  SavedAddress,
  ShippingPreferences,
} from './addressTypes';

/**
 * The CRM calls of the account's address book and shipping preferences (server/crm/README.md),
 * each a plain function of the gateway connection. The CRM acts for the verified caller's
 * account; another account's address answers "Address not found.".
 */

/** getLookupRecords (Address): the account's address book, the default shipping address first. */
export async function getAddressBook(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<SavedAddress[]> {
  const content = await makeCall<SavedAddress[]>(
    connection,
    {
      base: 'ecommerce',
      type: 'getLookupRecords',
      method: 'POST',
      payload: { objectName: 'Address', limit: 100 },
    },
    { signal, idempotent: true },
  );
  return Array.isArray(content) ? content : [];
}

/**
 * saveAddress: a new address (the same one saved twice is kept once, so a retry is harmless) or,
 * with `Id`, an edit (setting values again is idempotent too).
 */
export function saveAddress(
  connection: GatewayConnection,
  address: AddressToSave,
): Promise<SavedAddress> {
  return makeCall<SavedAddress>(
    connection,
    { base: 'ecommerce', type: 'saveAddress', method: 'POST', payload: { address } },
    { idempotent: true },
  );
}

/** deleteAddress: not retried (a second try would answer "not found" for a deleted address). */
export function deleteAddress(connection: GatewayConnection, addressId: string): Promise<unknown> {
  return makeCall(connection, {
    base: 'ecommerce',
    type: 'deleteAddress',
    method: 'POST',
    payload: { addressId },
  });
}

/** setDefaultAddress: the account's default shipping address. */
export function setDefaultAddress(
  connection: GatewayConnection,
  addressId: string,
): Promise<SavedAddress> {
  return makeCall<SavedAddress>(
    connection,
    {
      base: 'ecommerce',
      type: 'setDefaultAddress',
      method: 'POST',
      payload: { addressId, use: 'shipping' },
    },
    { idempotent: true },
  );
}

/** getShippingPreferences: every service, the account's preferred ones, default and numbers. */
export function getShippingPreferences(
  connection: GatewayConnection,
  signal?: AbortSignal,
): Promise<ShippingPreferences> {
  return makeCall<ShippingPreferences>(
    connection,
    { base: 'ecommerce', type: 'getShippingPreferences', method: 'POST' },
    { signal, idempotent: true },
  );
}

/** saveShippingPreferences: replaces the preferred services and the default as a whole. */
export function saveShippingPreferences(
  connection: GatewayConnection,
  preferences: { preferredServiceIds: readonly string[]; defaultServiceId: string | null },
): Promise<Pick<ShippingPreferences, 'preferredServiceIds' | 'defaultServiceId'>> {
  return makeCall(
    connection,
    {
      base: 'ecommerce',
      type: 'saveShippingPreferences',
      method: 'POST',
      payload: {
        preferredServiceIds: [...preferences.preferredServiceIds],
        defaultServiceId: preferences.defaultServiceId,
      },
    },
    { idempotent: true },
  );
}

/** saveCarrierAccount: adds or replaces the account's number with a carrier. */
export function saveCarrierAccount(
  connection: GatewayConnection,
  account: { carrierCode: string; accountNumber: string },
): Promise<CarrierAccount[]> {
  return makeCall<CarrierAccount[]>(
    connection,
    { base: 'ecommerce', type: 'saveCarrierAccount', method: 'POST', payload: account },
    { idempotent: true },
  );
}

/** deleteCarrierAccount: removes the account's number with a carrier. */
export function deleteCarrierAccount(
  connection: GatewayConnection,
  carrierCode: string,
): Promise<CarrierAccount[]> {
  return makeCall<CarrierAccount[]>(connection, {
    base: 'ecommerce',
    type: 'deleteCarrierAccount',
    method: 'POST',
    payload: { carrierCode },
  });
}

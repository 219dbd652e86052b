import { makeCall, type GatewayConnection, type MakeCallRequest } from '../../gateway/index';
import type { NotificationUpdate } from './notificationsTypes';

/** getNotifications: the contact's notifications at the account acting (no payload). */
export const NOTIFICATIONS_REQUEST: MakeCallRequest = {
  base: 'ecommerce',
  type: 'getNotifications',
  method: 'GET',
};

/**
 * getNotificationsCount with the account and contact (spec 001 section 7: accId, cid); both are
 * in the request, so another account's count is another cache entry.
 */
export function notificationCountRequest(accountId: string, contactId: string): MakeCallRequest {
  return {
    base: 'ecommerce',
    type: 'getNotificationsCount',
    method: 'GET',
    query: { accId: accountId, cid: contactId },
  };
}

/** updateNotifications with the array of changes (spec 001 section 7). */
export function updateNotifications(
  connection: GatewayConnection,
  updates: readonly NotificationUpdate[],
): Promise<unknown> {
  return makeCall(connection, {
    base: 'ecommerce',
    type: 'updateNotifications',
    method: 'POST',
    payload: [...updates],
  });
}

import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { makeCallQueryOptions } from '../../data/index';
import { useSession } from '../../session/index';
import { NOTIFICATIONS_REQUEST, notificationCountRequest } from './notificationsCalls';
import {
  notificationCountQueryOptions,
  notificationCountRequestFor,
} from './notificationCountQuery';
import { notificationItems } from './notificationsRules';
import type { NotificationsAnswer } from './notificationsTypes';

/**
 * The contact's notifications at the account acting, newest first (getNotifications), for a
 * signed-in user with a contact; nothing is asked otherwise. The block shows its states.
 */
export function useNotifications(enabled = true) {
  const connection = useGatewayConnection();
  const session = useSession();
  const contactId = session.profile?.['custom:salesforceContactId'] ?? null;
  return useQuery({
    ...makeCallQueryOptions<NotificationsAnswer>(connection, NOTIFICATIONS_REQUEST),
    enabled: enabled && session.isLoggedIn && contactId !== null,
    select: notificationItems,
    meta: { handlesErrors: true },
  });
}

/**
 * The bell's count of the account acting (notificationCountQuery.ts), for a signed-in user with
 * a contact and an account; nothing is asked otherwise.
 */
export function useNotificationCount(enabled = true) {
  const connection = useGatewayConnection();
  const session = useSession();
  const request = session.isLoggedIn ? notificationCountRequestFor(session) : null;
  return useQuery({
    ...notificationCountQueryOptions(connection, request ?? notificationCountRequest('', '')),
    enabled: enabled && request !== null,
  });
}

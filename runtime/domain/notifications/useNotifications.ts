import { useQuery } from '@tanstack/react-query';
import { useGatewayConnection } from '../../app/GatewayProvider';
import { makeCallQueryOptions } from '../../data/index';
import { useSession } from '../../session/index';
import { NOTIFICATIONS_REQUEST, notificationCountRequest } from './notificationsCalls';
import { NOTIFICATION_COUNT_REFRESH_MS, notificationItems } from './notificationsRules';
import type { NotificationCount, NotificationsAnswer } from './notificationsTypes';

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
 * The bell's count (getNotificationsCount with accId and cid) of the account acting: asked again
 * every minute while the page is visible (TanStack pauses the interval in a hidden tab) and
 * whenever the block calls `refetch` (on navigation). A failure keeps the last count quietly: the
 * bell is not worth an error toast.
 */
export function useNotificationCount(enabled = true) {
  const connection = useGatewayConnection();
  const session = useSession();
  const contactId = session.profile?.['custom:salesforceContactId'] ?? null;
  const accountId =
    session.indirectBuyer?.CURRENT.Id ??
    session.account?.Id ??
    session.profile?.['custom:salesforceAccountId'] ??
    null;
  const request =
    session.isLoggedIn && contactId && accountId
      ? notificationCountRequest(accountId, contactId)
      : null;
  return useQuery({
    ...makeCallQueryOptions<NotificationCount>(
      connection,
      request ?? notificationCountRequest('', ''),
    ),
    enabled: enabled && request !== null,
    refetchInterval: NOTIFICATION_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    meta: { handlesErrors: true },
  });
}

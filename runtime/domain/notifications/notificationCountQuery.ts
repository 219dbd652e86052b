import type { GatewayConnection, MakeCallRequest } from '../../gateway/index';
import { makeCallQueryOptions } from '../../data/index';
import type { SessionState } from '../../session/sessionState';
import { notificationCountRequest } from './notificationsCalls';
import { NOTIFICATION_COUNT_REFRESH_MS } from './notificationsRules';
import type { NotificationCount } from './notificationsTypes';

/** What of a signed-in session names the bell's count: the contact and the account acting. */
export type NotificationCountViewer = Pick<SessionState, 'profile' | 'account' | 'indirectBuyer'>;

/**
 * getNotificationsCount for the account acting (the indirect buyer chosen, else the account the
 * user works in, else their own) and the user's contact; null without both. The browser's bell and
 * the server's render of a signed-in page ask with the same request, so the count the page was
 * drawn with is the entry the bell hydrates from.
 */
export function notificationCountRequestFor(
  viewer: NotificationCountViewer,
): MakeCallRequest | null {
  const contactId = viewer.profile?.['custom:salesforceContactId'] ?? null;
  const accountId =
    viewer.indirectBuyer?.CURRENT.Id ??
    viewer.account?.Id ??
    viewer.profile?.['custom:salesforceAccountId'] ??
    null;
  return contactId && accountId ? notificationCountRequest(accountId, contactId) : null;
}

/**
 * The count's query: asked again every minute while the page is visible (TanStack pauses the
 * interval in a hidden tab), and fresh for that long, so a count the server's render read (or an
 * earlier mount) is not asked again the moment the bell hydrates; the bell asks again on every
 * navigation and the notification writes invalidate it. A failure keeps the last count quietly.
 */
export function notificationCountQueryOptions(
  connection: GatewayConnection,
  request: MakeCallRequest,
) {
  return {
    ...makeCallQueryOptions<NotificationCount>(connection, request),
    refetchInterval: NOTIFICATION_COUNT_REFRESH_MS,
    refetchIntervalInBackground: false,
    staleTime: NOTIFICATION_COUNT_REFRESH_MS,
    meta: { handlesErrors: true },
  };
}

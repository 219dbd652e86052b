import { useBlockMutation } from '../../data/index';
import { updateNotifications } from './notificationsCalls';
import { markAllReadUpdates, openedUpdate, seenUpdates } from './notificationsRules';
import type { NotificationItem, NotificationUpdate } from './notificationsTypes';

/** Every write changes the list and the bell's count. */
const INVALIDATES = ['getNotifications', 'getNotificationsCount'] as const;

/**
 * The notification writes (updateNotifications with the array): opening one marks it read and
 * seen, "Mark all as read" marks every unread one, showing the bell's panel marks what it shows
 * seen. Each refetches the list and the count; a failure shows the spec's error toast.
 */
export function useNotificationActions() {
  const update = useBlockMutation<unknown, NotificationUpdate[]>({
    mutationFn: (connection, updates) => updateNotifications(connection, updates),
    invalidates: INVALIDATES,
    failure: 'toast',
  });
  return {
    /** Marks an opened notification read (nothing is sent when it already is). */
    markOpened(item: NotificationItem): Promise<unknown> {
      if (item.isRead) return Promise.resolve(null);
      return update.mutateAsync(openedUpdate(item)).catch(() => null);
    },
    /** Marks every unread notification of the list read. */
    markAllRead(items: readonly NotificationItem[]): Promise<unknown> {
      const updates = markAllReadUpdates(items);
      if (updates.length === 0) return Promise.resolve(null);
      return update.mutateAsync(updates).catch(() => null);
    },
    /** Marks the shown notifications seen. */
    markSeen(items: readonly NotificationItem[]): Promise<unknown> {
      const updates = seenUpdates(items);
      if (updates.length === 0) return Promise.resolve(null);
      return update.mutateAsync(updates).catch(() => null);
    },
    isPending: update.isPending,
  };
}

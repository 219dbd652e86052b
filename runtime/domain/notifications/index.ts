/**
 * The notifications area of the domain layer (runtime/domain/README.md): the contact's
 * notifications and the bell's count at the account acting, the rules that join, order, page and
 * target them, and the writes that mark them seen and read.
 */
export type {
  ContactNotification,
  NotificationCount,
  NotificationItem,
  NotificationRecord,
  NotificationsAnswer,
  NotificationUpdate,
} from './notificationsTypes';
export {
  bellLabel,
  countBadgeText,
  filterNotifications,
  isExternalTarget,
  LATEST_NOTIFICATIONS,
  markAllReadUpdates,
  NOTIFICATION_COUNT_REFRESH_MS,
  notificationItems,
  notificationPage,
  notificationTarget,
  notificationTime,
  openedUpdate,
  seenUpdates,
  type NotificationFilter,
} from './notificationsRules';
export {
  notificationCountQueryOptions,
  notificationCountRequestFor,
} from './notificationCountQuery';
export { useNotificationCount, useNotifications } from './useNotifications';
export { useNotificationActions } from './useNotificationActions';

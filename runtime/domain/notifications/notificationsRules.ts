import type {
  NotificationItem,
  NotificationRecord,
  NotificationsAnswer,
  NotificationUpdate,
} from './notificationsTypes';
import { pageCount } from '../../data/pageCount';

/** The bell's count is asked again this often while the page is visible. */
export const NOTIFICATION_COUNT_REFRESH_MS = 60_000;
/** How many of the latest notifications the bell's panel lists. */
export const LATEST_NOTIFICATIONS = 5;
/** A count above this shows as "99+". */
export const MAX_SHOWN_COUNT = 99;

/**
 * Where a notification goes (spec 001 section 2): its details page
 * `/detail/{templateId}?recordId={recordNumber}` when it names both, else its url, else nowhere.
 */
export function notificationTarget(
  record: Pick<NotificationRecord, 'targetTemplatePage' | 'recordNumber' | 'url'>,
): string | null {
  if (record.targetTemplatePage && record.recordNumber) {
    return `/detail/${encodeURIComponent(record.targetTemplatePage)}?recordId=${encodeURIComponent(record.recordNumber)}`;
  }
  return record.url || null;
}

const time = (iso: string): number => {
  const value = Date.parse(iso);
  return Number.isNaN(value) ? 0 : value;
};

/**
 * The contact's notifications from getNotifications' two lists, joined by the notification id,
 * newest first (ties by id, so the order is stable). A record without a contact copy is not the
 * contact's and is left out.
 */
export function notificationItems(
  answer: NotificationsAnswer | null | undefined,
): NotificationItem[] {
  if (!answer) return [];
  const records = new Map(answer.notification.map((record) => [record.Id, record]));
  const items: NotificationItem[] = [];
  for (const copy of answer.contactNotification) {
    const record = records.get(copy.notificationId);
    if (!record) continue;
    items.push({
      id: copy.Id,
      notificationId: record.Id,
      title: record.title,
      body: record.body,
      type: record.type,
      target: notificationTarget(record),
      createdDate: record.createdDate,
      isRead: copy.isRead || copy.readDate !== null,
      isSeen: copy.seenDate !== null,
    });
  }
  return items.sort(
    (a, b) => time(b.createdDate) - time(a.createdDate) || b.id.localeCompare(a.id),
  );
}

/** Which notifications a list shows: all or only the unread. */
export type NotificationFilter = 'all' | 'unread';

/** The notifications a filter keeps. */
export function filterNotifications(
  items: readonly NotificationItem[],
  filter: NotificationFilter,
): NotificationItem[] {
  return filter === 'unread' ? items.filter((item) => !item.isRead) : [...items];
}

/** The items of a 1-based page, the page clamped to those that exist. */
export function notificationPage<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const last = pageCount(items.length, pageSize);
  const current = Math.min(Math.max(1, page), last);
  return items.slice((current - 1) * pageSize, current * pageSize);
}

/** Opening a notification marks it read and seen. */
export function openedUpdate(item: Pick<NotificationItem, 'id'>): NotificationUpdate[] {
  return [{ Id: item.id, isRead: true, isSeen: true }];
}

/** Mark all read: every unread notification, read and seen (nothing when none is unread). */
export function markAllReadUpdates(items: readonly NotificationItem[]): NotificationUpdate[] {
  return items
    .filter((item) => !item.isRead)
    .map((item) => ({ Id: item.id, isRead: true, isSeen: true }));
}

/** Showing notifications in the bell's panel marks the unseen ones seen (not read). */
export function seenUpdates(items: readonly NotificationItem[]): NotificationUpdate[] {
  return items.filter((item) => !item.isSeen).map((item) => ({ Id: item.id, isSeen: true }));
}

/** The badge's text: the count, "99+" above 99, nothing at 0. */
export function countBadgeText(count: number): string | null {
  if (count <= 0) return null;
  return count > MAX_SHOWN_COUNT ? `${MAX_SHOWN_COUNT}+` : String(count);
}

/** The bell's accessible name: "Notifications, 3 unread". */
export function bellLabel(unread: number): string {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** Whether a target leaves the app (an absolute URL to another site). */
export function isExternalTarget(target: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');
}

const RELATIVE_UNITS: [Intl.RelativeTimeFormatUnit, number][] = [
  ['minute', 60_000],
  ['hour', 3_600_000],
  ['day', 86_400_000],
];

/**
 * When a notification arrived, in the user's locale: relative within a week ("3 hours ago",
 * "yesterday"), then the date ("12 Mar 2026"). `now` is the reader's clock.
 */
export function notificationTime(iso: string, locale: string, now: number): string {
  const at = Date.parse(iso);
  if (Number.isNaN(at)) return '';
  const age = now - at;
  if (age >= 0 && age < 7 * 86_400_000) {
    const relative = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' });
    if (age < 60_000) return relative.format(0, 'minute');
    const [unit, size] =
      [...RELATIVE_UNITS].reverse().find(([, ms]) => age >= ms) ?? RELATIVE_UNITS[0]!;
    return relative.format(-Math.floor(age / size), unit);
  }
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium' }).format(at);
}

/** One notification record as getNotifications answers it (spec 001 section 3 "Notification"). */
export interface NotificationRecord {
  Id: string;
  title: string;
  body: string;
  type: string;
  /** The details page template the notification opens, with `recordNumber`. */
  targetTemplatePage: string | null;
  recordNumber: string | null;
  url: string | null;
  createdDate: string;
}

/** The contact's own copy of a notification: read and seen state. */
export interface ContactNotification {
  Id: string;
  notificationId: string;
  contactId: string;
  readDate: string | null;
  seenDate: string | null;
  createdDate: string;
  isRead: boolean;
}

/** getNotifications' answer: the records and the contact's copies. */
export interface NotificationsAnswer {
  notification: NotificationRecord[];
  contactNotification: ContactNotification[];
}

/** getNotificationsCount's answer: unseen (`count`), unread and all of the contact's. */
export interface NotificationCount {
  count: number;
  unreadCount: number;
  unseenCount: number;
  total: number;
}

/** A notification as the bell and the notifications page show it. */
export interface NotificationItem {
  /** The contact notification's id: what updateNotifications changes. */
  id: string;
  notificationId: string;
  title: string;
  body: string;
  type: string;
  /** The in-app path or URL it opens; null when it opens nothing. */
  target: string | null;
  createdDate: string;
  isRead: boolean;
  isSeen: boolean;
}

/** One entry of updateNotifications' array. */
export interface NotificationUpdate {
  Id: string;
  isRead?: boolean;
  isSeen?: boolean;
}

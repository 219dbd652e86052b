import { useEffect, useRef, type RefObject } from 'react';
import {
  isExternalTarget,
  LATEST_NOTIFICATIONS,
  notificationTime,
  safeHref,
  useLocale,
  useNotificationActions,
  useNotifications,
  type NotificationItem,
} from '../../runtime/blocks';
import { Button, Skeleton } from '../../runtime/ui/index';
import { PopoverDialog } from '../../runtime/ui/aria';

export interface NotificationPanelProps {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The notifications page. */
  pageUrl: string;
}

/**
 * The bell's panel: the latest notifications (unread ones marked in text), each a link to its
 * target that marks it read; "Mark all as read" and the way to the notifications page. Opening
 * the panel marks what it shows seen.
 */
export default function NotificationPanel({
  triggerRef,
  isOpen,
  onOpenChange,
  pageUrl,
}: NotificationPanelProps) {
  const query = useNotifications(isOpen);
  const actions = useNotificationActions();
  const locale = useLocale();
  const items = query.data ?? [];
  const latest = items.slice(0, LATEST_NOTIFICATIONS);
  const unread = items.filter((item) => !item.isRead).length;
  const { markSeen } = actions;
  const sentSeen = useRef(new Set<string>());
  useEffect(() => {
    if (!isOpen) return;
    // Each is sent once: the refetch after the write answers them seen.
    const fresh = latest.filter((item) => !item.isSeen && !sentSeen.current.has(item.id));
    if (fresh.length === 0) return;
    fresh.forEach((item) => sentSeen.current.add(item.id));
    void markSeen(fresh);
  }, [isOpen, latest, markSeen]);

  function open(item: NotificationItem) {
    void actions.markOpened(item);
    onOpenChange(false);
  }
  return (
    <PopoverDialog
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      label="Notifications"
      className="bf-header-notification-panel"
    >
      <div className="bf-header-notification-head">
        <h2 className="bf-header-notification-title">Notifications</h2>
        <Button
          variant="link"
          disabled={unread === 0}
          onClick={() => void actions.markAllRead(items)}
        >
          Mark all as read
        </Button>
      </div>
      {query.isPending ? (
        <div className="bf-header-notification-state">
          <Skeleton height="3rem" label="Loading notifications…" />
        </div>
      ) : query.isError ? (
        <p className="bf-header-notification-state" role="alert">
          Your notifications could not be loaded.{' '}
          <Button variant="link" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </p>
      ) : latest.length === 0 ? (
        <p className="bf-header-notification-state">You have no notifications yet.</p>
      ) : (
        <ul className="bf-header-notification-list" aria-label="Latest notifications">
          {latest.map((item) => {
            const href = item.target ? safeHref(item.target) : null;
            const external = href !== null && isExternalTarget(href);
            const content = (
              <>
                <span className="bf-header-notification-item-title">
                  {item.isRead ? null : <span className="bf-visually-hidden">Unread: </span>}
                  {item.title}
                </span>
                <span className="bf-header-notification-item-body">{item.body}</span>
                <time className="bf-header-notification-item-time" dateTime={item.createdDate}>
                  {notificationTime(item.createdDate, locale, query.dataUpdatedAt)}
                </time>
              </>
            );
            const className = [
              'bf-header-notification-item',
              item.isRead ? '' : 'bf-header-notification-unread',
            ]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={item.id}>
                {href ? (
                  <a
                    className={className}
                    href={href}
                    onClick={() => open(item)}
                    {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {content}
                  </a>
                ) : (
                  <div className={className}>{content}</div>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <a
        className="bf-header-notification-all"
        href={safeHref(pageUrl) ?? '/notifications'}
        onClick={() => onOpenChange(false)}
      >
        View all notifications
      </a>
    </PopoverDialog>
  );
}

import {
  isExternalTarget,
  notificationTime,
  safeHref,
  useLocale,
  type NotificationItem,
} from '../../runtime/blocks';
import { Badge, Button } from '../../runtime/ui/index';

export interface NotificationEntryProps {
  item: NotificationItem;
  now: number;
  onOpen: (item: NotificationItem) => void;
  onMarkRead: (item: NotificationItem) => void;
}

/**
 * One notification of the list: unread ones are marked by text and weight (never colour alone),
 * the title is the link to its target (opening marks it read), the type and when it arrived.
 */
export function NotificationEntry({ item, now, onOpen, onMarkRead }: NotificationEntryProps) {
  const locale = useLocale();
  const href = item.target ? safeHref(item.target) : null;
  const external = href !== null && isExternalTarget(href);
  const title = <span className="bf-notifications-title-text">{item.title}</span>;
  return (
    <li
      className={['bf-notifications-item', item.isRead ? '' : 'bf-notifications-unread']
        .filter(Boolean)
        .join(' ')}
      data-testid="notification"
    >
      <span className="bf-notifications-dot" aria-hidden="true" />
      <div className="bf-notifications-main">
        <h3 className="bf-notifications-title">
          {href ? (
            <a
              href={href}
              onClick={() => onOpen(item)}
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {item.isRead ? null : <span className="bf-visually-hidden">Unread: </span>}
              {title}
            </a>
          ) : (
            <>
              {item.isRead ? null : <span className="bf-visually-hidden">Unread: </span>}
              {title}
            </>
          )}
        </h3>
        <p className="bf-notifications-body">{item.body}</p>
        <p className="bf-notifications-meta">
          <Badge tone="neutral">{item.type}</Badge>
          <time dateTime={item.createdDate}>{notificationTime(item.createdDate, locale, now)}</time>
        </p>
      </div>
      {item.isRead ? null : (
        <Button
          variant="ghost"
          className="bf-notifications-mark"
          onClick={() => onMarkRead(item)}
          aria-label={`Mark as read: ${item.title}`}
        >
          Mark as read
        </Button>
      )}
    </li>
  );
}

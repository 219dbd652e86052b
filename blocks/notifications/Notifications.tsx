import { useEffect, useMemo, useRef, useState } from 'react';
import {
  filterNotifications,
  notificationPage,
  pageCount,
  QueryStates,
  useNotificationActions,
  useNotifications,
  type BlockProps,
  type NotificationFilter,
  type NotificationItem,
} from '../../runtime/blocks';
import { Button, Pagination, Tabs } from '../../runtime/ui/index';
// Derived from schemas/blocks/notifications.schema.json by scripts/compileValidators.ts.
import type { NotificationsConfiguration } from '../../schemas/generated/blocks/notifications';
import { NotificationEntry } from './NotificationEntry';
import './notifications.css';

const DEFAULT_PAGE_SIZE = 20;

/**
 * The notifications page (spec 001 "Notification"): the contact's notifications at the account
 * acting, newest first, all or only the unread, a page at a time. Opening one marks it read and
 * goes to its target; "Mark all as read" marks every unread one. Showing a page marks what it
 * shows seen (markSeenOnOpen), which is what the bell counts down from.
 */
export default function Notifications({ configuration }: BlockProps<NotificationsConfiguration>) {
  const heading = configuration.heading ?? 'Notifications';
  const pageSize = configuration.pageSize ?? DEFAULT_PAGE_SIZE;
  const showFilter = configuration.showUnreadFilter ?? true;
  const query = useNotifications();
  const actions = useNotificationActions();
  const [filter, setFilter] = useState<NotificationFilter>('all');
  const [page, setPage] = useState(1);
  // "3 hours ago" is counted from when the list was read, so a render never changes it.
  const now = query.dataUpdatedAt;
  const [markingAll, setMarkingAll] = useState(false);
  const items = useMemo(() => query.data ?? [], [query.data]);
  const unread = items.filter((item) => !item.isRead).length;
  const shown = filterNotifications(items, filter);
  const pages = pageCount(shown.length, pageSize);
  const current = Math.min(page, pages);
  const onPage = notificationPage(shown, current, pageSize);

  const { markSeen } = actions;
  const markedSeen = useRef(new Set<string>());
  const markSeenOnOpen = configuration.markSeenOnOpen ?? true;
  const unseenIds = onPage
    .filter((item) => !item.isSeen)
    .map((item) => item.id)
    .join(',');
  useEffect(() => {
    if (!markSeenOnOpen || !unseenIds) return;
    // Each is sent once: the refetch after the write answers them seen.
    const ids = new Set(unseenIds.split(',').filter((id) => !markedSeen.current.has(id)));
    if (ids.size === 0) return;
    ids.forEach((id) => markedSeen.current.add(id));
    void markSeen(items.filter((item) => ids.has(item.id)));
  }, [markSeenOnOpen, unseenIds, items, markSeen]);

  const open = (item: NotificationItem) => void actions.markOpened(item);
  const list = (
    <QueryStates
      query={query}
      loading="Loading notifications…"
      error="Your notifications could not be loaded."
      isEmpty={() => shown.length === 0}
      empty={
        filter === 'unread' ? 'You have no unread notifications.' : 'You have no notifications yet.'
      }
    >
      {() => (
        <>
          <ul className="bf-notifications-list" aria-label={heading}>
            {onPage.map((item) => (
              <NotificationEntry
                key={item.id}
                item={item}
                now={now}
                onOpen={open}
                onMarkRead={open}
              />
            ))}
          </ul>
          {pages > 1 ? (
            <Pagination
              page={current}
              pageCount={pages}
              onPageChange={setPage}
              label={`${heading} pages`}
            />
          ) : null}
        </>
      )}
    </QueryStates>
  );

  return (
    <section className="bf-notifications" aria-labelledby="bf-notifications-heading">
      <div className="bf-notifications-head">
        <h2 id="bf-notifications-heading">{heading}</h2>
        <p className="bf-notifications-summary" aria-live="polite">
          {query.data ? (unread > 0 ? `${unread} unread` : 'All caught up') : null}
        </p>
        <Button
          variant="secondary"
          onClick={() => {
            setMarkingAll(true);
            void actions.markAllRead(items).finally(() => setMarkingAll(false));
          }}
          disabled={unread === 0 && !markingAll}
          loading={markingAll}
        >
          Mark all as read
        </Button>
      </div>
      {showFilter ? (
        <Tabs
          label="Show notifications"
          selectedId={filter}
          onChange={(id) => {
            setFilter(id === 'unread' ? 'unread' : 'all');
            setPage(1);
          }}
          tabs={[
            { id: 'all', label: `All (${items.length})`, content: filter === 'all' ? list : null },
            {
              id: 'unread',
              label: `Unread (${unread})`,
              content: filter === 'unread' ? list : null,
            },
          ]}
        />
      ) : (
        list
      )}
    </section>
  );
}

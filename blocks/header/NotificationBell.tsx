import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { bellLabel, countBadgeText, useNotificationCount } from '../../runtime/blocks';
import { Icon, LazyOverlayPanel, lazyOverlay, useLazyOverlay } from '../../runtime/ui/index';

const Panel = lazyOverlay(() => import('./NotificationPanel'));

/**
 * The header's bell: the unread count of the account acting (getNotificationsCount with accId and
 * cid), asked again on every navigation and every minute while the page is visible; a click opens
 * the latest notifications (loaded on first intent). The count is in the button's name.
 */
export function NotificationBell({ pageUrl }: { pageUrl: string }) {
  const count = useNotificationCount();
  const location = useLocation();
  const overlay = useLazyOverlay(Panel);
  const { refetch } = count;
  const path = location.pathname + location.search;
  const firstPath = useRef(path);
  useEffect(() => {
    // The first page's count comes with the query itself; each later page asks again.
    if (path === firstPath.current) return;
    firstPath.current = path;
    void refetch();
  }, [path, refetch]);
  const unread = count.data?.unreadCount ?? 0;
  const badge = countBadgeText(unread);
  return (
    <>
      <button
        type="button"
        className="bf-icon-button bf-icon-button-ghost bf-header-notifications"
        aria-haspopup="dialog"
        {...overlay.triggerProps}
        aria-label={bellLabel(unread)}
        data-testid="notification-bell"
      >
        <Icon name="bell" size={22} color="currentColor" />
        {badge ? (
          <span
            className="bf-header-notifications-count"
            data-testid="notification-count"
            aria-hidden="true"
          >
            {badge}
          </span>
        ) : null}
      </button>
      <LazyOverlayPanel overlay={overlay}>
        <Panel.Component
          triggerRef={overlay.triggerRef}
          {...overlay.panelProps}
          pageUrl={pageUrl}
        />
      </LazyOverlayPanel>
    </>
  );
}

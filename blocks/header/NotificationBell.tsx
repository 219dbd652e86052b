import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { bellLabel, countBadgeText, useNotificationCount } from '../../runtime/blocks';
import { Icon, LazyOverlayPanel, lazyOverlay, useLazyOverlay } from '../../runtime/ui/index';

const Panel = lazyOverlay(() => import('./NotificationPanel'));

// The router location the count was last asked for. Module state, not a ref, so a header that
// mounts anew on the next page, and StrictMode's double effects, count as the same page.
let countedLocation: string | null = null;

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
  useEffect(() => {
    // The document's first page has its count with it (the server's read, or the query's own
    // first fetch); every later page asks again, whether the header stayed or mounted anew.
    if (countedLocation === null || countedLocation === location.key) {
      countedLocation = location.key;
      return;
    }
    countedLocation = location.key;
    void refetch();
  }, [location.key, refetch]);
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

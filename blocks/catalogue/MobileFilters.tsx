import type { ReactNode } from 'react';
import { LazyOverlayPanel, lazyOverlay, useLazyOverlay } from '../../runtime/ui/index';

const Drawer = lazyOverlay(() => import('./MobileFiltersDrawer'));

/**
 * Below 768 px the filters move out of the page (they were a long column above the first product)
 * into a drawer opened by this button; the drawer's code loads on first intent.
 */
export function MobileFilters({
  activeCount,
  resultCount,
  children,
}: {
  activeCount: number;
  resultCount: number;
  children: ReactNode;
}) {
  // A press only opens: the modal drawer covers the button, and gives focus back to it itself.
  const overlay = useLazyOverlay(Drawer, {
    press: 'open',
    returnFocus: false,
    preloadOnTouch: true,
  });
  return (
    <div className="bf-catalogue-mobile-filters">
      <button
        type="button"
        className="bf-button bf-button-secondary"
        aria-haspopup="dialog"
        {...overlay.triggerProps}
      >
        Filters
        {activeCount > 0 ? <span className="bf-catalogue-filter-count">{activeCount}</span> : null}
        {activeCount > 0 ? <span className="bf-visually-hidden"> applied</span> : null}
      </button>
      <LazyOverlayPanel overlay={overlay}>
        <Drawer.Component {...overlay.panelProps} resultCount={resultCount}>
          {children}
        </Drawer.Component>
      </LazyOverlayPanel>
    </div>
  );
}

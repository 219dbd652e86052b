import { Suspense, useState, type ReactNode } from 'react';
import { lazyOverlay } from '../../runtime/ui/index';

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
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  return (
    <div className="bf-catalogue-mobile-filters">
      <button
        type="button"
        className="bf-button bf-button-secondary"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={Drawer.preload}
        onTouchStart={Drawer.preload}
        onFocus={Drawer.preload}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        Filters
        {activeCount > 0 ? <span className="bf-catalogue-filter-count">{activeCount}</span> : null}
        {activeCount > 0 ? <span className="bf-visually-hidden"> applied</span> : null}
      </button>
      {wanted ? (
        <Suspense fallback={null}>
          <Drawer.Component isOpen={open} onOpenChange={setOpen} resultCount={resultCount}>
            {children}
          </Drawer.Component>
        </Suspense>
      ) : null}
    </div>
  );
}

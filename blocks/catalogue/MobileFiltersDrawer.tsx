import type { ReactNode } from 'react';
import { Drawer } from '../../runtime/ui/aria';

/** The filters drawer: the same filter panel, and a button that shows the results it gives. */
export default function MobileFiltersDrawer({
  isOpen,
  onOpenChange,
  resultCount,
  children,
}: {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  resultCount: number;
  children: ReactNode;
}) {
  return (
    <Drawer
      title="Filters"
      placement="end"
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      closeLabel="Close filters"
      className="bf-catalogue-filters-drawer"
      footer={(close) => (
        <button type="button" className="bf-button bf-button-primary" onClick={close}>
          Show {resultCount} {resultCount === 1 ? 'result' : 'results'}
        </button>
      )}
    >
      {children}
    </Drawer>
  );
}

import type { ReactNode } from 'react';
import { useRouteLayout } from './useRouteLayout';

/**
 * The frame of the chosen layout around the routed page or its error page. Which template
 * sections show is the page's business (Page.tsx); this names the layout for styles and tests.
 */
export function PageLayoutFrame({ children }: { children: ReactNode }) {
  const layout = useRouteLayout();
  return (
    <div className={`bf-layout bf-layout-${layout}`} data-layout={layout}>
      {children}
    </div>
  );
}

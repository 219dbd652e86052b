import { useMemo } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { BlockRenderProvider } from '../render/BlockRenderContext';
import { readDevMode } from '../storefront/devMode';
import type { Storefront } from './StorefrontContext';
import { StorefrontProvider } from './StorefrontProvider';
import { useInAppLinks } from './useInAppLinks';
import { Overlay } from '../ui/Overlay';
import { ToastArea } from '../ui/ToastArea';

/**
 * The root frame around every routed page (spec 000 section 2 "Shell"): the toast area, the
 * overlay shown while its flag is set, dev mode from `isDev` (kept for the session), the viewer for
 * block visibility, and client-side navigation for the blocks' plain links.
 */
export function StorefrontShell({ storefront }: { storefront: Storefront }) {
  const location = useLocation();
  const devMode = useMemo(() => readDevMode(location.search), [location.search]);
  // Read per navigation: the session issue replaces isLoggedIn with a reactive session.
  const isGuest = !storefront.isLoggedIn();
  useInAppLinks(storefront);
  return (
    <StorefrontProvider storefront={storefront}>
      <BlockRenderProvider devMode={devMode} viewer={{ isGuest }}>
        <Outlet />
      </BlockRenderProvider>
      <ToastArea />
      <Overlay />
    </StorefrontProvider>
  );
}

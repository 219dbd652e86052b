import { useMemo, type ReactNode } from 'react';
import { useAtomValue } from 'jotai';
import { useLocation } from 'react-router-dom';
import { sessionAtom } from '../session/sessionState';
import { viewerFromSession } from '../render/viewer';
import { BlockRenderProvider } from '../render/BlockRenderContext';
import { readDevMode } from '../storefront/devMode';
import { NewBuildReload } from './NewBuildReload';
import type { Storefront } from './StorefrontContext';
import { StorefrontProvider } from './StorefrontProvider';
import { useBuildCheck } from './useBuildCheck';
import { useInAppLinks } from './useInAppLinks';
import { useScrollOnNavigate } from './useScrollOnNavigate';
import { useStripSamlParams } from './useStripSamlParams';
import { viewerOfSession } from './viewerOfSession';
import { Overlay } from '../ui/Overlay';
import { ToastArea } from '../ui/ToastArea';

/**
 * The root frame around every routed page (spec 000 section 2 "Shell"): the toast area, the
 * overlay shown while its flag is set, dev mode from `isDev` (kept for the session), the viewer for
 * block visibility, client-side navigation for the blocks' plain links, scrolling on page change,
 * SAML parameters removed from the URL and the hourly new-build check.
 */
export function StorefrontShell({
  storefront,
  children,
}: {
  storefront: Storefront;
  children: ReactNode;
}) {
  const location = useLocation();
  const devMode = useMemo(() => readDevMode(location.search), [location.search]);
  // Subscribed: signing in or out re-renders the blocks whose visibility depends on it.
  const session = useAtomValue(sessionAtom);
  const { isGuest } = storefront.session
    ? viewerOfSession(session)
    : viewerFromSession({ hasAccessToken: storefront.isLoggedIn() });
  useInAppLinks(storefront);
  useScrollOnNavigate();
  useStripSamlParams();
  useBuildCheck(storefront.boot.buildId);
  return (
    <StorefrontProvider storefront={storefront}>
      <BlockRenderProvider devMode={devMode} viewer={{ isGuest }}>
        {children}
      </BlockRenderProvider>
      <ToastArea />
      <NewBuildReload />
      <Overlay />
    </StorefrontProvider>
  );
}

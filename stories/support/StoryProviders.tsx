import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, useRouteError } from 'react-router-dom';
import { GatewayProvider } from '../../runtime/app/GatewayProvider';
import { createGatewayClient, type GatewayConnection } from '../../runtime/gateway/index';
import { createStorefrontQueryClient } from '../../runtime/app/createStorefrontQueryClient';
import { BlockRenderProvider } from '../../runtime/render/BlockRenderContext';
import { ToastArea } from '../../runtime/ui/index';
import { GATEWAY_PATH } from './gatewayHandlers';
import { renderViewer, storySession, type StoryViewer } from './storySession';

const StoryContent = createContext<ReactNode>(null);

/** The router's only route renders whatever story is current (the router itself is made once). */
function CurrentStory() {
  return <>{useContext(StoryContent)}</>;
}

/**
 * What a story shows when rendering it threw past every block's own boundary (a block that is not
 * inside one, a provider missing): the error, marked so the story test fails on it
 * (storyChecks.ts) instead of passing on React Router's default error screen.
 */
function StoryRenderError() {
  const error = useRouteError();
  return (
    <p role="alert" data-story-render-error="">
      {error instanceof Error ? error.message : String(error)}
    </p>
  );
}

/**
 * The app's providers around a story, as the storefront sets them up (runtime/start.tsx): the
 * gateway connection and the app's TanStack Query client (its error toast included), a data
 * router (memory history, at `path`), jotai's default store (which showToast writes to) with the
 * shell's toast area, and the renderer's settings (dev mode, so a placeholder explains itself,
 * and the viewer for visibility). Each story gets a fresh cache, so stories do not share data.
 */
export function StoryProviders({
  viewer,
  path = '/',
  children,
}: {
  viewer: StoryViewer;
  path?: string;
  children: ReactNode;
}) {
  const [queryClient] = useState(createStorefrontQueryClient);
  const connection = useMemo<GatewayConnection>(() => {
    const session = storySession(viewer);
    return {
      client: createGatewayClient(GATEWAY_PATH, 'story-api-key'),
      session: () => session,
    };
  }, [viewer]);
  const [router] = useState(() =>
    createMemoryRouter([{ path: '*', Component: CurrentStory, ErrorBoundary: StoryRenderError }], {
      initialEntries: [path],
    }),
  );
  return (
    <GatewayProvider connection={connection} queryClient={queryClient}>
      <BlockRenderProvider devMode viewer={renderViewer(viewer)}>
        <StoryContent.Provider value={children}>
          <RouterProvider router={router} />
        </StoryContent.Provider>
        <ToastArea />
      </BlockRenderProvider>
    </GatewayProvider>
  );
}

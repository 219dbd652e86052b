import { lazy, Suspense, useEffect, useState } from 'react';
import { useInRouterContext, useLocation, useNavigate } from 'react-router-dom';
import type { StoredBlockData } from '../render/blockData';
import { loadedBlockSandbox, loadSandbox } from './prewarmSandbox';
import { useHydrated } from '../ssr/useHydrated';
import { needsBrowserSandbox } from './serverSanitizedCss';

// Everything sandbox-related is one lazy chunk, loaded only by blocks that carry custom code.
const BlockSandbox = lazy(() => import('./BlockSandbox'));

export interface SandboxSlotProps {
  block: StoredBlockData;
  configuration: unknown;
  contentJSON: unknown;
  signedIn: boolean;
  devMode: boolean;
  /** Called once when the watchdog stops the block's customJS, with the reason. */
  onStop(message: string): void;
}

/**
 * The last step of the block pipeline (DESIGN.md section 2 step 3): attaches the block's sandboxed
 * customCSS/customJS after the block has mounted. Outside a router (stories, tests) in-app
 * navigation is refused rather than reloading the page.
 */
export function SandboxSlot(props: SandboxSlotProps) {
  const { block } = props;
  // The route loader has usually started it already; pages rendered outside one (stories) start here.
  useEffect(() => void loadSandbox([block]), [block]);
  const inRouter = useInRouterContext();
  const hydrated = useHydrated();
  // Browser-only machinery (frames, workers): never in the server's HTML, mounted after hydration;
  // not at all for customCSS alone that the server sanitized (its rules are in the page's head).
  if (!hydrated || !needsBrowserSandbox(block)) return null;
  return inRouter ? (
    <RoutedSandbox {...props} />
  ) : (
    <Sandbox {...props} path="/" navigate={refuse} />
  );
}

function refuse(path: string): void {
  console.warn(`[sandbox] navigation to ${path} ignored: no router on this page`);
}

function RoutedSandbox(props: SandboxSlotProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return <Sandbox {...props} path={pathname} navigate={(to) => void navigate(to)} />;
}

function Sandbox(props: SandboxSlotProps & { path: string; navigate(path: string): void }) {
  // Chosen once, so the component never changes under a mounted sandbox.
  const [Component] = useState(() => loadedBlockSandbox() ?? BlockSandbox);
  // Its own Suspense: the block beside it never waits for the sandbox's chunk.
  return (
    <Suspense fallback={null}>
      <Component {...props} />
    </Suspense>
  );
}

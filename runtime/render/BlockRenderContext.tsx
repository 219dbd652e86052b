import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { BlockRegistry } from './blockRegistry';
import { defaultRegistry } from './registry';
import type { Viewer } from './viewer';

export interface BlockRenderSettings {
  /** Dev mode (`isDev`): placeholders list their reasons instead of staying invisible. */
  devMode: boolean;
  /** Who is looking, for block visibility. */
  viewer: Viewer;
  /** Where componentNames are looked up. */
  registry: BlockRegistry;
}

// Until a session exists the visitor is a guest (spec 000 section 4: AWSGuest is the default).
const DEFAULTS: BlockRenderSettings = {
  devMode: false,
  viewer: { isGuest: true },
  registry: defaultRegistry,
};

const BlockRenderContext = createContext<BlockRenderSettings>(DEFAULTS);

/** What BlockView reads; a context so the shell sets dev mode and the viewer once per page. */
export function useBlockRender(): BlockRenderSettings {
  return useContext(BlockRenderContext);
}

/** Overrides any of the render settings for the blocks below; unset ones come from above. */
export function BlockRenderProvider({
  devMode,
  viewer,
  registry,
  children,
}: Partial<BlockRenderSettings> & { children: ReactNode }) {
  const parent = useContext(BlockRenderContext);
  const isGuest = viewer?.isGuest;
  const value = useMemo(
    () => ({
      devMode: devMode ?? parent.devMode,
      viewer: isGuest === undefined ? parent.viewer : { isGuest },
      registry: registry ?? parent.registry,
    }),
    [devMode, isGuest, registry, parent],
  );
  return <BlockRenderContext.Provider value={value}>{children}</BlockRenderContext.Provider>;
}

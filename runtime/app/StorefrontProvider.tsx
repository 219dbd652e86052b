import { createContext, useContext, type ReactNode } from 'react';
import type { Storefront } from './StorefrontContext';

const StorefrontReactContext = createContext<Storefront | null>(null);

/** Makes the storefront (templates, connection, cache) reachable from links and the shell. */
export function StorefrontProvider({
  storefront,
  children,
}: {
  storefront: Storefront;
  children: ReactNode;
}) {
  return (
    <StorefrontReactContext.Provider value={storefront}>{children}</StorefrontReactContext.Provider>
  );
}

export function useStorefront(): Storefront {
  const storefront = useContext(StorefrontReactContext);
  if (!storefront) throw new Error('useStorefront: no StorefrontProvider above this component');
  return storefront;
}

/** The storefront when one is provided: the root error page renders outside the shell's provider. */
export function useStorefrontOrNull(): Storefront | null {
  return useContext(StorefrontReactContext);
}

import { createContext, useContext, type ReactNode } from 'react';
import type { SessionController } from './sessionController';

const SessionReactContext = createContext<SessionController | null>(null);

/** Gives blocks (the login block, the header) the page's session controller. */
export function SessionProvider({
  controller,
  children,
}: {
  controller: SessionController;
  children: ReactNode;
}) {
  return <SessionReactContext.Provider value={controller}>{children}</SessionReactContext.Provider>;
}

/** The session controller, or null outside a storefront (isolated stories and tests). */
export function useSessionController(): SessionController | null {
  return useContext(SessionReactContext);
}

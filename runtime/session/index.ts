/** The session's entry point for the rest of the runtime. */
export { SessionController, type SessionControllerOptions } from './sessionController';
export { amplifyAuthLoader, type AuthApi, type AuthLoader } from './amplifyAuth';
export { SessionProvider, useSessionController } from './SessionProvider';
export { useLocale, useSession, type SessionView } from './useSession';
export {
  sessionAtom,
  type AccountRecord,
  type IndirectBuyerAccount,
  type SessionState,
} from './sessionState';
export type { UserProfile } from './userProfile';
export { displayName } from './userProfile';

import { useAtomValue } from 'jotai';
import { DEFAULT_LOCALE } from './locale';
import { useSessionController } from './SessionProvider';
import {
  isLoggedInState,
  sessionAtom,
  type AccountRecord,
  type IndirectBuyerAccount,
} from './sessionState';
import type { SessionController } from './sessionController';
import type { UserProfile } from './userProfile';

/** What blocks read about the user; re-renders when the session changes. */
export interface SessionView {
  isLoggedIn: boolean;
  profile: UserProfile | null;
  /** For Intl: the user's locale, en-US for guests (spec 000 section 9). */
  locale: string;
  account: AccountRecord | null;
  indirectBuyer: IndirectBuyerAccount | null;
  isSso: boolean;
  /** Null outside a storefront (isolated stories). */
  controller: SessionController | null;
}

export function useSession(): SessionView {
  const state = useAtomValue(sessionAtom);
  const controller = useSessionController();
  return {
    isLoggedIn: isLoggedInState(state),
    profile: state.profile,
    locale: state.profile?.locale ?? DEFAULT_LOCALE,
    account: state.account,
    indirectBuyer: state.indirectBuyer,
    isSso: controller?.isSso ?? false,
    controller,
  };
}

/** The locale every Intl formatter should use. */
export function useLocale(): string {
  return useAtomValue(sessionAtom).profile?.locale ?? DEFAULT_LOCALE;
}

import type { Decorator } from '@storybook/react-vite';
import { getDefaultStore } from 'jotai';
import { useLayoutEffect, type ReactNode } from 'react';
import { sessionAtom, type SessionState } from '../../runtime/session/index';
import { SIGNED_OUT } from '../../runtime/session/sessionState';
import { DEMO_ACCOUNTS, DEMO_USERS } from './demoWorld';

/** A demo user's signed-in session as the app keeps it (what useSession reads). */
export function signedInState(username = 'maria.manager'): SessionState {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return {
    token: { access_token: 'story-access-token', expires_in: Date.now() + 3_600_000 },
    profile: {
      username: user.username,
      given_name: user.givenName,
      family_name: user.familyName,
      email: user.email,
      userType: user.group,
      'custom:salesforceAccountId': user.accountId,
      'custom:salesforceContactId': user.contactId,
      'custom:salesforceOrgId': null,
      'custom:local': user.locale,
      locale: user.locale.replace('_', '-'),
    },
    account: {
      Id: user.accountId,
      Name:
        Object.values(DEMO_ACCOUNTS).find((account) => account.id === user.accountId)?.name ?? '',
    },
    indirectBuyer: null,
    loginInfo: null,
  };
}

function SignedIn({ state, children }: { state: SessionState; children: ReactNode }) {
  useLayoutEffect(() => {
    const store = getDefaultStore();
    store.set(sessionAtom, state);
    return () => store.set(sessionAtom, SIGNED_OUT);
  }, [state]);
  return children;
}

/**
 * Signs a demo user in for a story (the app's session atom), with any part of the session
 * replaced (e.g. an indirect buyer being acted for); signs out when the story unmounts.
 */
export function withSignedInUser(
  username = 'maria.manager',
  overrides: Partial<SessionState> = {},
): Decorator {
  const state = { ...signedInState(username), ...overrides };
  return (Story) => (
    <SignedIn state={state}>
      <Story />
    </SignedIn>
  );
}

/** The demo world's accounts (ids and names), for stories that name them. */
export const STORY_ACCOUNTS = DEMO_ACCOUNTS;

/**
 * Signs the app's session out when the story unmounts: stories share one page and the default
 * store, so a story that sets a session there must not leave the next story signed in.
 */
export function SignOutOnUnmount({ children }: { children: ReactNode }) {
  useLayoutEffect(() => () => getDefaultStore().set(sessionAtom, SIGNED_OUT), []);
  return children;
}

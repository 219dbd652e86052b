import { getDefaultStore } from 'jotai';
import { sessionAtom, type SessionState } from '../../runtime/session/index';
import { SIGNED_OUT } from '../../runtime/session/sessionState';
import { DEMO_ACCOUNTS, DEMO_USERS } from '../../server/shared/demo';

/** A demo user's signed-in session as the app keeps it (useSession reads it). */
export function signedInState(username = 'maria.manager'): SessionState {
  const user = DEMO_USERS.find((u) => u.username === username);
  if (!user) throw new Error(`no demo user ${username}`);
  return {
    token: { access_token: 'test-access-token', expires_in: Date.now() + 3_600_000 },
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

/** Signs a demo user in on the app's default store; returns the sign-out for afterEach. */
export function signInForTest(username = 'maria.manager'): () => void {
  const store = getDefaultStore();
  store.set(sessionAtom, signedInState(username));
  return () => store.set(sessionAtom, SIGNED_OUT);
}

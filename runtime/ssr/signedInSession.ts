import type { getDefaultStore } from 'jotai';
import type { FirstPageViewer } from '../../schemas/firstPage';
import { cognitoActions, type GatewayConnection } from '../gateway/index';
import { fetchAccountDetails } from '../session/postSignIn';
import { SIGNED_OUT, sessionAtom, type SessionState } from '../session/sessionState';
import { profileFromClaims } from '../session/userProfile';

type Store = ReturnType<typeof getDefaultStore>;

/**
 * The session of a signed-in visitor for the server render, built as the client builds it at
 * sign-in and through the same gateway calls, made as that visitor (the verified token as bearer
 * token): the user's own attributes (`getUser`, which the gateway answers for the caller's own
 * user only) and the account they work in (`getRecord`, which the CRM answers only for an
 * account the caller may act for). A refusal throws, and the page falls back to the client.
 */
export async function loadSignedInSession(
  connection: GatewayConnection,
  store: Store,
  viewer: FirstPageViewer,
): Promise<SessionState> {
  const token = { access_token: viewer.accessToken, expires_in: viewer.expiresAt };
  const user = await cognitoActions<{ attributes?: Record<string, string> }>(connection, {
    action: 'getUser',
    username: viewer.username,
  });
  const profile = profileFromClaims(user?.attributes ?? {}, viewer.username, viewer.userType);
  // The token and profile first: the account read is decorated with them (spec 000 section 6).
  store.set(sessionAtom, { ...SIGNED_OUT, token, profile });
  const accountId = viewer.accountId ?? profile['custom:salesforceAccountId'];
  const account = accountId ? await fetchAccountDetails(connection, accountId) : null;
  // An account the CRM would not show this caller is not rendered around: the client decides.
  if (accountId && !account) throw new Error('the account the visitor works in was not found');
  const state: SessionState = { ...SIGNED_OUT, token, profile, account };
  store.set(sessionAtom, state);
  return state;
}

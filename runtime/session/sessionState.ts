import { atom } from 'jotai';
import type { DomainDetails } from '../../schemas/boot';
import { GUEST_USER_TYPE, type GatewaySession } from '../gateway/index';
import { sessionStorageKeys } from './storageKeys';
import type { UserProfile } from './userProfile';

/** Spec 000 section 3 "Token data": the access token and when it expires (epoch ms). */
export interface TokenData {
  access_token: string;
  expires_in: number;
}

/** Spec 000 section 3 "Account record". */
export interface AccountRecord {
  Id: string;
  Name: string;
}

/** Spec 000 section 3: the switched indirect-buyer account. */
export interface IndirectBuyerAccount {
  CURRENT: AccountRecord & { details?: { Related_Account?: { Name?: string } } };
}

/** Spec 000 section 3 "Login info": set for single-sign-on sessions. */
export interface LoginInfo {
  oauthEndpoint: string;
}

export interface SessionState {
  token: TokenData | null;
  profile: UserProfile | null;
  account: AccountRecord | null;
  indirectBuyer: IndirectBuyerAccount | null;
  loginInfo: LoginInfo | null;
}

export const SIGNED_OUT: SessionState = {
  token: null,
  profile: null,
  account: null,
  indirectBuyer: null,
  loginInfo: null,
};

/**
 * The session as the app sees it (jotai, the app's default store). Persisted by hand to the
 * spec's per-storefront keys (sessionStore.ts) because one state spans five keys.
 */
export const sessionAtom = atom<SessionState>(SIGNED_OUT);

/** Spec 000 section 4: logged in means an access token exists. */
export const isLoggedInState = (state: SessionState): boolean => Boolean(state.token?.access_token);

/**
 * The gateway client's view (spec 000 section 6): the token, the user type, the account (the
 * chosen account, else the user's own, else the storefront's guest account) and the contact.
 */
export function gatewaySessionOf(state: SessionState, domain: DomainDetails): GatewaySession {
  const profile = state.profile;
  return {
    domain: domain.domain,
    accessToken: state.token?.access_token ?? null,
    activeStorefront: {
      accountId:
        state.account?.Id ?? profile?.['custom:salesforceAccountId'] ?? domain.guestAccountId,
      userType: profile?.userType ?? GUEST_USER_TYPE,
      contactId: profile?.['custom:salesforceContactId'] ?? null,
    },
    indirectBuyerAccountId: state.indirectBuyer?.CURRENT.Id ?? null,
  };
}

function readJson<T>(
  storage: Storage,
  key: string,
  isValid: (value: unknown) => boolean,
): T | null {
  try {
    const text = storage.getItem(key);
    if (!text) return null;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? (value as T) : null;
  } catch {
    // Unreadable or hand-edited storage is treated as absent, never as a crash at start.
    return null;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;
const hasString = (value: unknown, field: string): boolean =>
  isObject(value) && typeof value[field] === 'string';

/** The stored session of a storefront (what a reload starts from). */
export function readStoredSession(storage: Storage | null, storefrontId: string): SessionState {
  if (!storage) return SIGNED_OUT;
  const keys = sessionStorageKeys(storefrontId);
  const token = readJson<TokenData>(
    storage,
    keys.tokenData,
    (v) => hasString(v, 'access_token') && isObject(v) && typeof v.expires_in === 'number',
  );
  return {
    token,
    profile: token
      ? readJson<UserProfile>(storage, keys.userData, (v) => hasString(v, 'userType'))
      : null,
    account: readJson<AccountRecord>(storage, keys.account, (v) => hasString(v, 'Id')),
    indirectBuyer: readJson<IndirectBuyerAccount>(
      storage,
      keys.indirectBuyerAccount,
      (v) => isObject(v) && hasString(v.CURRENT, 'Id'),
    ),
    loginInfo: readJson<LoginInfo>(storage, keys.loginInfo, (v) => hasString(v, 'oauthEndpoint')),
  };
}

/** Writes the state to its keys; a null part removes its key. */
export function writeStoredSession(
  storage: Storage | null,
  storefrontId: string,
  state: SessionState,
): void {
  if (!storage) return;
  const keys = sessionStorageKeys(storefrontId);
  const entries: [string, unknown][] = [
    [keys.tokenData, state.token],
    [keys.userData, state.profile],
    [keys.account, state.account],
    [keys.indirectBuyerAccount, state.indirectBuyer],
    [keys.loginInfo, state.loginInfo],
  ];
  for (const [key, value] of entries) {
    try {
      if (value === null) storage.removeItem(key);
      else storage.setItem(key, JSON.stringify(value));
    } catch {
      // A full or blocked storage loses persistence across reloads, not the live session.
    }
  }
}

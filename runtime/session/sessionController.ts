import type { getDefaultStore } from 'jotai';
import type { BootConfig } from '../../schemas/boot';
import {
  cognitoActions,
  SESSION_EXPIRED_MESSAGE,
  onSessionExpired,
  type GatewayConnection,
  type GatewaySession,
} from '../gateway/index';
import { browserStorage } from '../state/browserStorage';
import { showToast } from '../state/showToast';
import { readDevMode } from '../storefront/devMode';
import { rememberLoginRedirect, takeLoginRedirect } from '../storefront/loginRedirect';
import { LOGIN_PATH } from '../storefront/routePaths';
import { passwordAuthFlow, type AuthApi, type AuthLoader } from './amplifyAuth';
import { isSessionInvalidError } from './sessionInvalid';
import { fetchAccountDetails, logLoginActivity } from './postSignIn';
import {
  gatewaySessionOf,
  isLoggedInState,
  readStoredSession,
  SIGNED_OUT,
  sessionAtom,
  writeStoredSession,
  type AccountRecord,
  type IndirectBuyerAccount,
  type SessionState,
  type TokenData,
} from './sessionState';
import type { SsoTokens } from './sso';
import { ssoSignOutUrl } from './ssoUrls';
import { QUOTE_ID_KEY } from './storageKeys';
import { localeFromAttribute } from './locale';
import { profileFromClaims, type UserProfile } from './userProfile';
import { userTypeFromGroups } from './userType';

type Store = ReturnType<typeof getDefaultStore>;

/** The profile attributes the profile page may change in the session. */
const PROFILE_ATTRIBUTES = [
  'given_name',
  'family_name',
  'custom:local',
  'custom:currency',
] as const;

/** Tokens are refreshed this long before they expire. */
export const REFRESH_MARGIN_MS = 5 * 60_000;
/** Spec 000 section 9: the token expiry is logged every 60 s in dev mode. */
export const TOKEN_EXPIRY_LOG_INTERVAL_MS = 60_000;
/** Spec 000 section 9: sign-out gives up waiting for the identity provider after 3 s. */
export const SIGN_OUT_TIMEOUT_MS = 3_000;
/** Spec 000 section 8: shown when the identity provider's sign-out did not finish in time. */
export const SIGN_OUT_TIMEOUT_MESSAGE = 'Signout timeout fail';
/** A refresh that failed for a passing reason (network) is tried again after this. */
const REFRESH_RETRY_MS = 60_000;

export interface SessionControllerOptions {
  boot: BootConfig;
  connection: GatewayConnection;
  store: Store;
  loadAuth: AuthLoader;
  storage?: Storage | null;
  tabStorage?: Storage | null;
  now?: () => number;
  /** Where a finished sign-in or sign-out goes inside the app (the router once it exists). */
  navigate?: (path: string) => void;
  /** Leaving the app (the SSO provider's pages). */
  leave?: (url: string) => void;
  currentPath?: () => string;
  /** Called after the account context changed, so cached data is fetched again. */
  onContextChanged?: () => void;
  log?: (line: string) => void;
}

/** Amplify keeps its tokens under keys starting with this and the app client id. */
const amplifyKeyPrefix = (clientId: string) => `CognitoIdentityServiceProvider.${clientId}.`;

/**
 * The signed-in user's session (spec 000 section 4): sign-in completion, token refresh, expiry,
 * sign-out, single sign-on and account switching. One per storefront page; blocks reach it
 * through useSession().
 */
export class SessionController {
  readonly boot: BootConfig;
  private readonly connection: GatewayConnection;
  private readonly store: Store;
  private readonly loadAuth: AuthLoader;
  private readonly storage: Storage | null;
  private readonly tabStorage: Storage | null;
  private readonly now: () => number;
  navigate: (path: string) => void;
  private readonly leave: (url: string) => void;
  private readonly currentPath: () => string;
  private readonly onContextChanged: () => void;
  private readonly log: (line: string) => void;
  private refreshTimer: ReturnType<typeof setTimeout> | null = null;
  private expiring = false;

  constructor(options: SessionControllerOptions) {
    this.boot = options.boot;
    this.connection = options.connection;
    this.store = options.store;
    this.loadAuth = options.loadAuth;
    this.storage = options.storage === undefined ? browserStorage('localStorage') : options.storage;
    this.tabStorage =
      options.tabStorage === undefined ? browserStorage('sessionStorage') : options.tabStorage;
    this.now = options.now ?? Date.now;
    this.navigate = options.navigate ?? ((path) => window.location.assign(path));
    this.leave = options.leave ?? ((url) => window.location.assign(url));
    this.currentPath =
      options.currentPath ?? (() => `${window.location.pathname}${window.location.search}`);
    this.onContextChanged = options.onContextChanged ?? (() => undefined);
    this.log = options.log ?? ((line) => console.info(line));
    this.store.set(sessionAtom, readStoredSession(this.storage, this.storefrontId));
  }

  get storefrontId(): string {
    return this.boot.domain.storefrontId;
  }

  /** Spec 000 section 1: storefronts whose clientName starts with saml or oidc. */
  get isSso(): boolean {
    return /^(saml|oidc)/i.test(this.boot.domain.clientName) && this.boot.domain.ssoInfo !== null;
  }

  state(): SessionState {
    return this.store.get(sessionAtom);
  }

  isLoggedIn(): boolean {
    return isLoggedInState(this.state());
  }

  gatewaySession(): GatewaySession {
    return gatewaySessionOf(this.state(), this.boot.domain);
  }

  /** Amplify's auth functions, loaded and configured on first use. */
  auth(): Promise<AuthApi> {
    return this.loadAuth();
  }

  /** The password flow of this storefront's pool (USER_PASSWORD_AUTH locally). */
  get authFlowType(): 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH' {
    return passwordAuthFlow(this.boot);
  }

  /** Starts the session's background work; returns the function that stops it. */
  start(): () => void {
    const stopExpiryHook = onSessionExpired(() => {
      if (this.isLoggedIn()) void this.expireSession();
    });
    this.scheduleRefresh();
    const logTimer = setInterval(() => this.logTokenExpiry(), TOKEN_EXPIRY_LOG_INTERVAL_MS);
    return () => {
      stopExpiryHook();
      clearInterval(logTimer);
      this.clearRefreshTimer();
    };
  }

  private update(change: (state: SessionState) => SessionState): SessionState {
    const next = change(this.state());
    this.store.set(sessionAtom, next);
    writeStoredSession(this.storage, this.storefrontId, next);
    return next;
  }

  private logTokenExpiry(): void {
    const token = this.state().token;
    if (!token || !readDevMode(window.location.search, this.tabStorage)) return;
    const seconds = Math.round((token.expires_in - this.now()) / 1000);
    // Only the remaining time: a token never goes to the console.
    this.log(`[session] access token expires in ${seconds} s`);
  }

  /**
   * After Amplify reports DONE: reads the tokens, builds the profile, stores the session, runs the
   * after-sign-in calls and returns where the user goes next (the saved path, else /).
   */
  async completePasswordSignIn(): Promise<string> {
    const auth = await this.auth();
    const session = await auth.fetchAuthSession();
    const access = session.tokens?.accessToken;
    if (!access) throw new Error('User is not authenticated');
    // The ID token may carry only some attributes; GetUser has them all (given_name, custom:*).
    const attributes = await auth.fetchUserAttributes().catch(() => ({}));
    const claims = { ...(session.tokens?.idToken?.payload ?? {}), ...attributes };
    const userType = userTypeFromGroups(access.payload['cognito:groups']);
    const username =
      typeof access.payload.username === 'string' ? access.payload.username : String(claims.sub);
    const profile = profileFromClaims(claims, username, userType);
    const token: TokenData = {
      access_token: access.toString(),
      expires_in: (access.payload.exp ?? 0) * 1000,
    };
    return this.finishSignIn(token, profile, null);
  }

  private async finishSignIn(
    token: TokenData,
    profile: UserProfile,
    loginInfo: SessionState['loginInfo'],
  ): Promise<string> {
    this.expiring = false;
    this.update(() => ({ ...SIGNED_OUT, token, profile, loginInfo }));
    this.scheduleRefresh();
    await this.afterSignIn(profile);
    this.onContextChanged();
    return takeLoginRedirect(this.storefrontId, this.storage) ?? '/';
  }

  /**
   * Spec 000 section 4: account details and the login activity. A failure of one is reported
   * (central handler: an error toast) but never undoes the sign-in. The guest cart becomes the
   * user's when the cart reloads for the new user (onContextChanged; runtime/domain/cart/cartCalls.ts).
   */
  private async afterSignIn(profile: UserProfile): Promise<void> {
    const accountId = profile['custom:salesforceAccountId'];
    const results = await Promise.allSettled([
      accountId
        ? fetchAccountDetails(this.connection, accountId).then((account) => {
            if (account) this.update((state) => ({ ...state, account }));
          })
        : Promise.resolve(),
      logLoginActivity(this.connection, this.boot, profile, this.now()),
    ]);
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) {
      const reason: unknown = failed.reason;
      showToast({
        message: reason instanceof Error ? reason.message : 'Network Error',
        variant: 'error',
      });
    }
  }

  private clearRefreshTimer(): void {
    if (this.refreshTimer !== null) clearTimeout(this.refreshTimer);
    this.refreshTimer = null;
  }

  /**
   * Where an SSO session's refresh token is kept: the identity client's own keys (spec 000 section
   * 9, "refresh token"), which sign-out clears, as Amplify keeps a hosted-UI session's.
   */
  private ssoRefreshTokenKey(username = this.state().profile?.username): string | null {
    return username
      ? `${amplifyKeyPrefix(this.boot.domain.clientId)}${username}.refreshToken`
      : null;
  }

  private ssoRefreshToken(): string | null {
    const key = this.ssoRefreshTokenKey();
    return key ? (this.storage?.getItem(key) ?? null) : null;
  }

  private storeSsoRefreshToken(
    refreshToken: string | null,
    username = this.state().profile?.username,
  ): void {
    const key = this.ssoRefreshTokenKey(username);
    if (!key || !username || !this.storage) return;
    if (refreshToken === null) {
      this.storage.removeItem(key);
      return;
    }
    this.storage.setItem(key, refreshToken);
    this.storage.setItem(`${amplifyKeyPrefix(this.boot.domain.clientId)}LastAuthUser`, username);
  }

  /**
   * Refreshes before expiry. An SSO session without a refresh token (a provider that issues
   * none) expires at its access token's expiry instead.
   */
  private scheduleRefresh(): void {
    this.clearRefreshTimer();
    const token = this.state().token;
    if (!token || typeof window === 'undefined') return;
    const untilExpiry = token.expires_in - this.now();
    const refreshable = this.state().loginInfo === null || this.ssoRefreshToken() !== null;
    const delay = refreshable
      ? Math.max(0, untilExpiry - REFRESH_MARGIN_MS)
      : Math.max(0, untilExpiry);
    this.refreshTimer = setTimeout(() => {
      if (refreshable) void this.refresh();
      else void this.expireSession();
    }, delay);
  }

  /** An SSO session's refresh: the provider's token endpoint with the stored refresh token. */
  private async refreshSso(): Promise<void> {
    const sso = this.boot.domain.ssoInfo;
    const refreshToken = this.ssoRefreshToken();
    if (!sso || !refreshToken) {
      await this.expireSession();
      return;
    }
    let tokens: Pick<SsoTokens, 'accessToken' | 'expiresInSeconds' | 'refreshToken'>;
    try {
      const { refreshSsoTokens } = await import('./sso');
      tokens = await refreshSsoTokens(sso, this.boot.domain.clientId, refreshToken);
    } catch (error) {
      if (error instanceof Error && error.name === 'SsoRefreshRefusedError') {
        await this.expireSession();
        return;
      }
      this.refreshTimer = setTimeout(() => void this.refresh(), REFRESH_RETRY_MS);
      return;
    }
    this.storeSsoRefreshToken(tokens.refreshToken);
    this.update((state) => ({
      ...state,
      token: {
        access_token: tokens.accessToken,
        expires_in: this.now() + tokens.expiresInSeconds * 1000,
      },
    }));
    this.scheduleRefresh();
  }

  /**
   * Gets fresh tokens. A session-invalid answer (disabled, deleted, revoked, expired) or a refresh
   * that yields no tokens signs the user out as expired; a passing failure tries again later.
   */
  async refresh(): Promise<void> {
    if (!this.isLoggedIn()) return;
    if (this.state().loginInfo !== null) {
      await this.refreshSso();
      return;
    }
    let tokens: Awaited<ReturnType<AuthApi['fetchAuthSession']>>['tokens'];
    try {
      const auth = await this.auth();
      tokens = (await auth.fetchAuthSession({ forceRefresh: true })).tokens;
    } catch (error) {
      if (isSessionInvalidError(error)) {
        await this.expireSession();
        return;
      }
      this.refreshTimer = setTimeout(() => void this.refresh(), REFRESH_RETRY_MS);
      return;
    }
    if (!tokens?.accessToken) {
      // Amplify answers an authorization failure with no tokens (and clears its cached user).
      await this.expireSession();
      return;
    }
    const access = tokens.accessToken;
    this.update((state) => ({
      ...state,
      token: { access_token: access.toString(), expires_in: (access.payload.exp ?? 0) * 1000 },
    }));
    this.scheduleRefresh();
  }

  /** Clears what sign-out clears (spec 000 section 4) and ends the identity client's session. */
  private async clearSession(endIdentitySession: boolean): Promise<void> {
    this.clearRefreshTimer();
    this.update(() => SIGNED_OUT);
    try {
      this.tabStorage?.clear();
      this.storage?.removeItem(QUOTE_ID_KEY);
    } catch {
      // Blocked storage holds nothing to clear.
    }
    if (endIdentitySession) {
      const auth = await this.auth().catch(() => null);
      if (auth) {
        const finished = await Promise.race([
          auth.signOut().then(
            () => true,
            () => true,
          ),
          new Promise<false>((done) => setTimeout(() => done(false), SIGN_OUT_TIMEOUT_MS)),
        ]);
        // The local session is gone either way; the user learns the provider's may linger.
        if (!finished) showToast({ message: SIGN_OUT_TIMEOUT_MESSAGE, variant: 'warning' });
      }
    }
    // Amplify's own keys go too, also when its sign-out failed or never loaded.
    this.removeKeysStartingWith(amplifyKeyPrefix(this.boot.domain.clientId));
    this.onContextChanged();
  }

  private removeKeysStartingWith(prefix: string): void {
    const storage = this.storage;
    if (!storage) return;
    const doomed: string[] = [];
    for (let index = 0; index < storage.length; index++) {
      const key = storage.key(index);
      if (key?.startsWith(prefix)) doomed.push(key);
    }
    for (const key of doomed) storage.removeItem(key);
  }

  /** Spec 000 section 4 "Sign-out": SSO users to the provider's logout, others to /login. */
  async signOut(): Promise<void> {
    const wasSso = this.state().loginInfo !== null;
    await this.clearSession(!wasSso);
    const sso = this.boot.domain.ssoInfo;
    if (wasSso && sso) {
      this.leave(ssoSignOutUrl(sso, this.boot.domain.clientId));
      return;
    }
    this.navigate(LOGIN_PATH);
  }

  /**
   * The cart's logout process of a punchout (spec 000 section 2: /cart "has a logout process"):
   * what sign-out clears, the identity session ended (its provider's session kept for single
   * sign-on users, who are on their way back to their own systems), then `handOff` takes the
   * buyer away, the cart's form POST to their procurement system, instead of /login.
   */
  async signOutAndHandOff(handOff: () => void): Promise<void> {
    const wasSso = this.state().loginInfo !== null;
    await this.clearSession(!wasSso);
    handOff();
  }

  /**
   * Spec 000 section 4 "Session expiry": the message, the user cleared, the intended path saved,
   * then /login. Runs once however many calls report the expiry together.
   */
  async expireSession(): Promise<void> {
    if (this.expiring) return;
    this.expiring = true;
    const intended = this.currentPath();
    await this.clearSession(false);
    if (!intended.startsWith(LOGIN_PATH)) {
      rememberLoginRedirect(this.storefrontId, intended, this.storage);
    }
    showToast({ message: SESSION_EXPIRED_MESSAGE, variant: 'error' });
    this.navigate(LOGIN_PATH);
  }

  /**
   * Keeps `path` (with its query) as where the sign-in flow returns to, like the login gate does:
   * for a guest's "Sign in to ..." link on a page that needs no sign-in itself (enrolling in a
   * course). The link goes to /login as usual.
   */
  returnAfterSignIn(path: string): void {
    if (!path.startsWith(LOGIN_PATH)) rememberLoginRedirect(this.storefrontId, path, this.storage);
  }

  /** Starts single sign-on: the authorize redirect with PKCE. */
  async startSsoSignIn(): Promise<void> {
    const sso = this.boot.domain.ssoInfo;
    if (!sso) throw new Error('This storefront has no single sign-on.');
    // The OAuth client library loads only for single sign-on.
    const { startSsoSignIn } = await import('./sso');
    this.leave(await startSsoSignIn(sso, this.boot.domain.clientId, this.tabStorage));
  }

  /** Completes single sign-on on the root path with `code`; returns where to go next. */
  async completeSsoSignIn(callbackUrl: URL): Promise<string> {
    const sso = this.boot.domain.ssoInfo;
    if (!sso) throw new Error('This storefront has no single sign-on.');
    const { completeSsoSignIn } = await import('./sso');
    const tokens: SsoTokens = await completeSsoSignIn(
      sso,
      this.boot.domain.clientId,
      callbackUrl,
      this.tabStorage,
    );
    const username =
      typeof tokens.claims.username === 'string' ? tokens.claims.username : tokens.subject;
    // The session is not stored yet, so the new token goes with the call: the gateway answers a
    // user's own groups only to that user.
    const groups = await cognitoActions<{ groups?: unknown }>(this.connection, {
      action: 'listUserGroups',
      username,
      data: { accessToken: tokens.accessToken },
    }).catch(() => null);
    const profile = profileFromClaims(tokens.claims, username, userTypeFromGroups(groups?.groups));
    // Kept before the session starts, so its first refresh is scheduled with it.
    this.storeSsoRefreshToken(tokens.refreshToken, profile.username);
    return this.finishSignIn(
      { access_token: tokens.accessToken, expires_in: this.now() + tokens.expiresInSeconds * 1000 },
      profile,
      { oauthEndpoint: sso.oauthDomain },
    );
  }

  /**
   * The signed-in user saved these attributes on their profile page: the session shows them at
   * once, so names, the locale (Intl formatting) and the currency follow without a new sign-in.
   */
  applyProfileAttributes(attributes: Readonly<Record<string, string>>): void {
    this.update((state) => {
      const profile = state.profile;
      if (!profile) return state;
      const next = { ...profile };
      for (const name of PROFILE_ATTRIBUTES) {
        const value = attributes[name];
        if (value !== undefined) next[name] = value;
      }
      next.locale = localeFromAttribute(next['custom:local']);
      return { ...state, profile: next };
    });
  }

  /** Signs the user out on every device (global sign-out revokes every token), then here too. */
  async signOutEverywhere(): Promise<void> {
    const auth = await this.auth();
    await auth.signOut({ global: true });
    await this.signOut();
  }

  /** Spec 001 section 4: choosing an account clears the indirect-buyer account. */
  chooseAccount(account: AccountRecord): void {
    this.update((state) => ({ ...state, account, indirectBuyer: null }));
    this.onContextChanged();
  }

  /** Choosing an indirect-buyer account resets the quote. */
  chooseIndirectBuyer(indirectBuyer: IndirectBuyerAccount): void {
    this.update((state) => ({ ...state, indirectBuyer }));
    this.storage?.removeItem(QUOTE_ID_KEY);
    this.onContextChanged();
  }

  /**
   * Clearing the indirect-buyer account reloads the active quote and its items: the cart reloads
   * on the context change (onContextChanged).
   */
  clearIndirectBuyer(): void {
    this.update((state) => ({ ...state, indirectBuyer: null }));
    this.onContextChanged();
  }
}

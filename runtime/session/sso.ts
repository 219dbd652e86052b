import {
  allowInsecureRequests,
  authorizationCodeGrantRequest,
  getValidatedIdTokenClaims,
  None,
  processAuthorizationCodeResponse,
  processRefreshTokenResponse,
  processUserInfoResponse,
  refreshTokenGrantRequest,
  ResponseBodyError,
  skipSubjectCheck,
  userInfoRequest,
  validateAuthResponse,
  type AuthorizationServer,
  type Client,
} from 'oauth4webapi';
import type { SsoInfo } from '../../schemas/boot';
import { IdentityHttpError, isRetryableIdentityFailure, withIdentityRetry } from './identityRetry';
import { authorizeUrl, createPkceParameters } from './pkce';
import { INVALID_STATE_MESSAGE } from './ssoUrls';

/** Where the verifier and state wait for the provider's answer (this tab only). */
export const SSO_PENDING_KEY = 'ec-aws-sso-pending';

/** Spec 000 section 8. */
export const PENDING_SIGN_IN_MESSAGE = 'Pending sign-in attempt already in progress';
/** Spec 000 section 9: the OAuth wait timeout; a newer attempt within it is refused. */
export const OAUTH_WAIT_TIMEOUT_MS = 10_000;

interface PendingSignIn {
  state: string;
  codeVerifier: string;
  /** When the attempt started (epoch ms). */
  startedAt?: number;
}

/** The hosted sign-in as an authorization server (Cognito's hosted-UI paths). */
function authorizationServer(sso: SsoInfo): AuthorizationServer {
  const origin = new URL(sso.oauthDomain).origin;
  return {
    issuer: origin,
    authorization_endpoint: `${origin}/oauth2/authorize`,
    token_endpoint: `${origin}/oauth2/token`,
    userinfo_endpoint: `${origin}/oauth2/userInfo`,
    end_session_endpoint: `${origin}/logout`,
  };
}

// The local provider runs on http://sso.localhost; production domains are https anyway.
const httpOptions = (sso: SsoInfo) =>
  sso.oauthDomain.startsWith('http://') ? { [allowInsecureRequests]: true } : {};

/** Creates the PKCE parameters, keeps them for the return trip and gives the authorize URL. */
export async function startSsoSignIn(
  sso: SsoInfo,
  clientId: string,
  tabStorage: Storage | null,
  now: number = Date.now(),
): Promise<string> {
  const earlier = readPending(tabStorage);
  if (earlier?.startedAt !== undefined && now - earlier.startedAt < OAUTH_WAIT_TIMEOUT_MS) {
    throw new Error(PENDING_SIGN_IN_MESSAGE);
  }
  const pkce = await createPkceParameters();
  const pending: PendingSignIn = {
    state: pkce.state,
    codeVerifier: pkce.codeVerifier,
    startedAt: now,
  };
  tabStorage?.setItem(SSO_PENDING_KEY, JSON.stringify(pending));
  return authorizeUrl({
    oauthDomain: sso.oauthDomain,
    clientId,
    redirectUri: sso.redirectUri,
    pkce,
  });
}

function readPending(tabStorage: Storage | null): PendingSignIn | null {
  const text = tabStorage?.getItem(SSO_PENDING_KEY) ?? null;
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingSignIn>;
    if (typeof value.state !== 'string' || typeof value.codeVerifier !== 'string') return null;
    return {
      state: value.state,
      codeVerifier: value.codeVerifier,
      ...(typeof value.startedAt === 'number' ? { startedAt: value.startedAt } : {}),
    };
  } catch {
    return null;
  }
}

/** The pending attempt, used once: a code can complete only the attempt that asked for it. */
function takePending(tabStorage: Storage | null): PendingSignIn | null {
  const pending = readPending(tabStorage);
  tabStorage?.removeItem(SSO_PENDING_KEY);
  return pending;
}

export interface SsoTokens {
  accessToken: string;
  expiresInSeconds: number;
  /** Issued with the code (Cognito's hosted UI does); keeps the session past the access token. */
  refreshToken: string | null;
  subject: string;
  /** userInfo's claims (given_name, email, custom:*...). */
  claims: Record<string, unknown>;
}

/**
 * Completes the code flow (spec 000 section 4): checks the state, exchanges the code (form POST
 * with the verifier) and reads userInfo with the bearer token.
 */
export async function completeSsoSignIn(
  sso: SsoInfo,
  clientId: string,
  callbackUrl: URL,
  tabStorage: Storage | null,
): Promise<SsoTokens> {
  const pending = takePending(tabStorage);
  const as = authorizationServer(sso);
  const client: Client = { client_id: clientId };
  if (!pending || callbackUrl.searchParams.get('state') !== pending.state) {
    throw new Error(INVALID_STATE_MESSAGE);
  }
  let parameters: URLSearchParams;
  try {
    parameters = validateAuthResponse(as, client, callbackUrl.searchParams, pending.state);
  } catch {
    throw new Error(INVALID_STATE_MESSAGE);
  }
  // A code is good once: only a request that never reached the provider is tried again.
  const tokenResponse = await withIdentityRetry(() =>
    authorizationCodeGrantRequest(
      as,
      client,
      None(),
      parameters,
      sso.redirectUri,
      pending.codeVerifier,
      httpOptions(sso),
    ),
  );
  const tokens = await processAuthorizationCodeResponse(as, client, tokenResponse);
  const idClaims = getValidatedIdTokenClaims(tokens);
  const infoResponse = await withIdentityRetry(async () => {
    const response = await userInfoRequest(as, client, tokens.access_token, httpOptions(sso));
    if (isRetryableIdentityFailure({ status: response.status })) {
      throw new IdentityHttpError(response.status, 'userInfo failed');
    }
    return response;
  });
  const info = await processUserInfoResponse(
    as,
    client,
    idClaims?.sub ?? skipSubjectCheck,
    infoResponse,
  );
  return {
    accessToken: tokens.access_token,
    expiresInSeconds: tokens.expires_in ?? 3600,
    refreshToken: tokens.refresh_token ?? null,
    subject: info.sub,
    claims: { ...info },
  };
}

/** The provider refused the refresh token (expired, revoked, the user disabled): sign in again. */
export class SsoRefreshRefusedError extends Error {
  override name = 'SsoRefreshRefusedError';
}

/**
 * New tokens for an SSO session (refresh_token grant at the token endpoint). A refusal is
 * SsoRefreshRefusedError; a network failure or a 5xx after the identity client's retries rejects
 * with another error, so the caller can try again later.
 */
export async function refreshSsoTokens(
  sso: SsoInfo,
  clientId: string,
  refreshToken: string,
): Promise<Pick<SsoTokens, 'accessToken' | 'expiresInSeconds' | 'refreshToken'>> {
  const as = authorizationServer(sso);
  const client: Client = { client_id: clientId };
  const response = await withIdentityRetry(async () => {
    const answer = await refreshTokenGrantRequest(
      as,
      client,
      None(),
      refreshToken,
      httpOptions(sso),
    );
    if (isRetryableIdentityFailure({ status: answer.status })) {
      throw new IdentityHttpError(answer.status, 'token refresh failed');
    }
    return answer;
  });
  try {
    const tokens = await processRefreshTokenResponse(as, client, response);
    return {
      accessToken: tokens.access_token,
      expiresInSeconds: tokens.expires_in ?? 3600,
      // A provider that rotates refresh tokens sends a new one; otherwise the old one stays good.
      refreshToken: tokens.refresh_token ?? refreshToken,
    };
  } catch (error) {
    if (error instanceof ResponseBodyError) throw new SsoRefreshRefusedError(error.message);
    throw error;
  }
}

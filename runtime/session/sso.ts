import {
  allowInsecureRequests,
  authorizationCodeGrantRequest,
  getValidatedIdTokenClaims,
  None,
  processAuthorizationCodeResponse,
  processUserInfoResponse,
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

interface PendingSignIn {
  state: string;
  codeVerifier: string;
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
): Promise<string> {
  const pkce = await createPkceParameters();
  const pending: PendingSignIn = { state: pkce.state, codeVerifier: pkce.codeVerifier };
  tabStorage?.setItem(SSO_PENDING_KEY, JSON.stringify(pending));
  return authorizeUrl({
    oauthDomain: sso.oauthDomain,
    clientId,
    redirectUri: sso.redirectUri,
    pkce,
  });
}

function takePending(tabStorage: Storage | null): PendingSignIn | null {
  const text = tabStorage?.getItem(SSO_PENDING_KEY) ?? null;
  tabStorage?.removeItem(SSO_PENDING_KEY);
  if (!text) return null;
  try {
    const value = JSON.parse(text) as Partial<PendingSignIn>;
    return typeof value.state === 'string' && typeof value.codeVerifier === 'string'
      ? { state: value.state, codeVerifier: value.codeVerifier }
      : null;
  } catch {
    return null;
  }
}

export interface SsoTokens {
  accessToken: string;
  expiresInSeconds: number;
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
    subject: info.sub,
    claims: { ...info },
  };
}

import { calculatePKCECodeChallenge } from 'oauth4webapi';

/** Spec 000 section 7: the PKCE verifier is 128 characters, the state 32, the method S256. */
export const CODE_VERIFIER_LENGTH = 128;
export const STATE_LENGTH = 32;
export const CODE_CHALLENGE_METHOD = 'S256';
/** Spec 000 section 9. */
export const SSO_SCOPE = 'aws.cognito.signin.user.admin email openid profile';

// RFC 7636 section 4.1: the verifier's alphabet (unreserved characters).
const UNRESERVED = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~';

/**
 * A random string of `length` unreserved characters from the platform's CSPRNG. Rejection
 * sampling keeps every character equally likely (66 does not divide 256).
 */
export function randomUnreserved(
  length: number,
  fill: (bytes: Uint8Array) => void = (bytes) => crypto.getRandomValues(bytes),
): string {
  const limit = 256 - (256 % UNRESERVED.length);
  let out = '';
  const bytes = new Uint8Array(length * 2);
  while (out.length < length) {
    fill(bytes);
    for (const byte of bytes) {
      if (byte < limit) out += UNRESERVED[byte % UNRESERVED.length];
      if (out.length === length) break;
    }
  }
  return out;
}

export interface PkceParameters {
  codeVerifier: string;
  codeChallenge: string;
  state: string;
}

/** Fresh verifier, its S256 challenge (computed by oauth4webapi) and a state. */
export async function createPkceParameters(): Promise<PkceParameters> {
  const codeVerifier = randomUnreserved(CODE_VERIFIER_LENGTH);
  return {
    codeVerifier,
    codeChallenge: await calculatePKCECodeChallenge(codeVerifier),
    state: randomUnreserved(STATE_LENGTH),
  };
}

export interface AuthorizeUrlInput {
  oauthDomain: string;
  clientId: string;
  redirectUri: string;
  pkce: PkceParameters;
}

/** The hosted sign-in's authorize redirect (Cognito's `/oauth2/authorize`). */
export function authorizeUrl({
  oauthDomain,
  clientId,
  redirectUri,
  pkce,
}: AuthorizeUrlInput): string {
  const url = new URL('/oauth2/authorize', oauthDomain);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: redirectUri,
    scope: SSO_SCOPE,
    state: pkce.state,
    code_challenge: pkce.codeChallenge,
    code_challenge_method: CODE_CHALLENGE_METHOD,
  }).toString();
  return url.toString();
}

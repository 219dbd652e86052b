import { randomBytes } from 'node:crypto';
import { mkdir } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import type { IdentityAdmin } from '../shared/contracts';
import { DEMO_USER_POOL_ID } from '../shared/demo';
import { createIdentityAdmin } from './admin';
import type { IdentityMailSink } from './mail/identityMail';
import { createCognitoHandler } from './compat/createCognitoHandler';
import { createTokenRegistry } from './compat/tokenRegistry';
import { createUpstream } from './compat/upstream';
import { createSsoProvider, type SsoProvider } from './oidc/createSsoProvider';
import { startCognitoLocal } from './pool/cognitoLocalProcess';
import { poolFiles } from './pool/poolFiles';
import { isSeeded, writeCognitoLocalConfig, writeSeed } from './pool/writeSeed';
import { poolIssuer } from './tokens/poolTokens';

export interface StartIdentityOptions {
  /** The identity provider's own directory (the app passes `<dataDir>/identity`). */
  dataDir: string;
  /** Issuer of the SSO provider, e.g. `http://sso.localhost:5173`; its paths are Cognito's hosted-UI paths. */
  ssoIssuer: string;
  /**
   * Where the pool's tokens say they come from: their `iss` is `${poolIssuerDomain}/${poolId}`.
   * Stable across restarts (tokens must keep verifying); defaults to the local endpoint on the
   * default port. The app passes `${its origin}/identity/cognito`.
   */
  poolIssuerDomain?: string;
  /** The local admin credential (adminCredential.ts); default: random, new on every start. */
  adminCredential?: string | null;
  /** Where invitation and password-reset mails go (the app's development mailbox). */
  mail?: IdentityMailSink;
  /** Print cognito-local's log (request log, code deliveries). */
  verbose?: boolean;
}

export interface LocalIdentity {
  admin: IdentityAdmin;
  /** The pool endpoint: POST (AWS JSON 1.1) and OPTIONS at `/identity/cognito`, GET for its `.well-known` documents. */
  cognito: (request: Request) => Promise<Response>;
  oidc: {
    /** Whether a request path belongs to the SSO provider (hosted-UI, interaction and discovery paths). */
    handles(pathname: string): boolean;
    callback: (req: IncomingMessage, res: ServerResponse) => void;
    issuer: string;
  };
  /**
   * The local credential admin operations need over HTTP (header `x-blockfront-pool-credential`),
   * new on every start; the server's own calls go in process and need none.
   */
  adminCredential: string;
  /** cognito-local's own address (debugging only; browsers use the compatibility layer). */
  upstreamUrl: string;
  stop(): Promise<void>;
}

export const DEFAULT_POOL_ISSUER_DOMAIN = 'http://localhost:5173/identity/cognito';

/**
 * Starts the local identity provider: cognito-local as a child process (seeded on first start),
 * the compatibility layer in front of it, and the SSO OpenID provider. Everything is served by the
 * caller's HTTP server; only cognito-local listens, on a private loopback port.
 */
export async function startIdentity(opts: StartIdentityOptions): Promise<LocalIdentity> {
  const dataDir = path.resolve(opts.dataDir);
  const issuerDomain = (opts.poolIssuerDomain ?? DEFAULT_POOL_ISSUER_DOMAIN).replace(/\/+$/, '');
  await mkdir(dataDir, { recursive: true });
  await writeCognitoLocalConfig(dataDir, issuerDomain);
  if (!isSeeded(dataDir)) await writeSeed(dataDir);

  const child = await startCognitoLocal({ dataDir, verbose: opts.verbose });
  try {
    const upstream = createUpstream(child.url);
    const adminCredential = opts.adminCredential || randomBytes(32).toString('base64url');
    const cognito = createCognitoHandler({
      adminCredential,
      upstream,
      registry: createTokenRegistry(poolFiles(dataDir).tokenRegistry),
      userPoolId: DEMO_USER_POOL_ID,
      issuer: poolIssuer(issuerDomain, DEMO_USER_POOL_ID),
      issuerDomain,
      mail: opts.mail,
      poolFile: poolFiles(dataDir).pool,
    });
    // The SSO provider needs the admin to check passwords; the admin verifies its tokens in turn.
    const sso: { provider?: SsoProvider } = {};
    const admin = createIdentityAdmin(
      DEMO_USER_POOL_ID,
      cognito,
      async (token) => sso.provider?.verifyAccessToken(token) ?? null,
    );
    const oidc = await createSsoProvider({ issuer: opts.ssoIssuer, dataDir, admin });
    sso.provider = oidc;
    return {
      admin,
      adminCredential,
      cognito,
      oidc,
      upstreamUrl: child.url,
      stop: child.stop,
    };
  } catch (error) {
    await child.stop();
    throw error;
  }
}

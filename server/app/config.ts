import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  DEFAULT_GATEWAY_API_KEY,
  DEMO_REGION,
  DEMO_STOREFRONTS,
  LEGACY_HOST,
} from '../shared/demo';
import { parseTrustProxy } from './trustedProxies';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Everything the server reads from its environment, in one place (documented in the README). */
export interface AppConfig {
  port: number;
  /** Serve through Vite with HMR instead of the production build. */
  dev: boolean;
  dataDir: string;
  databaseUrl: string | null;
  /** Key the local gateway requires and the runtime sends. */
  gatewayApiKey: string;
  /** Where the runtime sends gateway calls; the local gateway unless pointed elsewhere. */
  gatewayUrl: string;
  /** Local user pool endpoint for Amplify; null means the real regional Cognito endpoint. */
  userPoolEndpoint: string | null;
  /** Run the local user pool and SSO provider (off when pointed at a real pool). */
  localIdentity: boolean;
  region: string;
  /** Test-only switches (fault-injection header, fault admin) are refused unless this is on. */
  testMode: boolean;
  gatewayFaults: string | undefined;
  /** Cognito hosted-UI domain of SSO storefronts; null means the storefront's own origin (local). */
  ssoOauthDomain: string | null;
  legacyHost: string;
  /** Host of the storefront the legacy site now lives on. */
  legacyTargetHost: string;
  clientDir: string;
  /**
   * The server render's bundle (dist/ssr), or null when off (`BLOCKFRONT_SERVER_RENDER=0`, and
   * always in dev, where the client renders alone). Used only when the file exists.
   */
  serverRenderEntry: string | null;
  /**
   * `BLOCKFRONT_POOL_CREDENTIAL`: the local credential admin calls to the user pool's HTTP endpoint
   * need (server/identity/compat/adminCredential.ts); null: a random one per start, known only
   * to the server. Honoured only in test mode, so a deployment cannot run with a known value.
   */
  poolAdminCredential: string | null;
  /** `TRUST_PROXY`: addresses of trusted reverse proxies (trustedProxies.ts); empty: none. */
  trustProxy: ReadonlySet<string>;
  /**
   * `PUNCHOUT_RETURN_ORIGINS` (comma-separated origins): the buyers' e-procurement systems the
   * cart may post a returned punchout cart to (the pages' CSP `form-action`). Unset: the local
   * procurement stand-in on `localhost` and `127.0.0.1` at this port (docs/decisions.md).
   */
  punchoutReturnOrigins?: readonly string[];
}

/** The origins of a comma-separated list; entries that are not http(s) origins are dropped. */
export function parseOrigins(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => /^https?:\/\/[^/]+$/.test(entry))
    .map((entry) => new URL(entry).origin);
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  // A bad TRUST_PROXY stops start-up: silently trusting nobody (or everybody) would be worse.
  const externalGateway = env.BLOCKFRONT_GATEWAY_URL?.trim();
  const externalPool = env.BLOCKFRONT_USER_POOL_ENDPOINT?.trim();
  return {
    port: Number(env.PORT ?? 5173),
    dev: env.BLOCKFRONT_DEV === '1',
    dataDir: path.resolve(REPO_ROOT, env.BLOCKFRONT_DATA_DIR ?? '.data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    gatewayApiKey: env.GATEWAY_API_KEY?.trim() || DEFAULT_GATEWAY_API_KEY,
    gatewayUrl: externalGateway || '/graphql',
    userPoolEndpoint: externalPool === 'cognito' ? null : externalPool || '/identity/cognito',
    localIdentity: env.BLOCKFRONT_LOCAL_IDENTITY !== '0' && externalPool !== 'cognito',
    region: env.AWS_REGION?.trim() || DEMO_REGION,
    testMode: env.BLOCKFRONT_TEST_MODE === '1',
    gatewayFaults: env.GATEWAY_FAULTS,
    ssoOauthDomain: env.SSO_OAUTH_DOMAIN?.trim() || null,
    legacyHost: env.LEGACY_HOST?.trim() || LEGACY_HOST,
    legacyTargetHost: env.LEGACY_TARGET_HOST?.trim() || DEMO_STOREFRONTS.guest.domain,
    clientDir: path.join(REPO_ROOT, 'dist/client'),
    serverRenderEntry:
      env.BLOCKFRONT_DEV === '1' || env.BLOCKFRONT_SERVER_RENDER === '0'
        ? null
        : path.join(REPO_ROOT, 'dist/ssr/serverEntry.js'),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    punchoutReturnOrigins:
      env.PUNCHOUT_RETURN_ORIGINS !== undefined
        ? parseOrigins(env.PUNCHOUT_RETURN_ORIGINS)
        : [
            `http://localhost:${Number(env.PORT ?? 5173)}`,
            `http://127.0.0.1:${Number(env.PORT ?? 5173)}`,
          ],
    poolAdminCredential:
      env.BLOCKFRONT_TEST_MODE === '1' ? env.BLOCKFRONT_POOL_CREDENTIAL?.trim() || null : null,
  };
}

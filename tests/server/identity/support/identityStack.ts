import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { startIdentity, type LocalIdentity } from '../../../../server/identity/startIdentity';

export interface IdentityStack {
  identity: LocalIdentity;
  /** `http://127.0.0.1:<port>`: where Node reaches the stack. */
  origin: string;
  /** Amplify's `userPoolEndpoint`. */
  userPoolEndpoint: string;
  /** The SSO issuer as configured in production shape: `http://sso.localhost:<port>`. */
  ssoIssuer: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * The real identity stack behind one HTTP server, routed the way server/app mounts it:
 * `/identity/cognito` (POST, OPTIONS, GET .well-known) to the pool endpoint and the SSO
 * provider's paths to its node callback.
 */
export async function startIdentityStack(): Promise<IdentityStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blockfront-identity-'));
  // Filled in once the identity provider runs (it needs the server's port for its issuer).
  const mounted: { identity?: LocalIdentity; cognito?: ReturnType<typeof getRequestListener> } = {};
  const server = http.createServer((req, res) => {
    const pathname = new URL(req.url ?? '/', 'http://local').pathname;
    if (
      mounted.cognito &&
      (pathname === '/identity/cognito' || pathname.startsWith('/identity/cognito/'))
    ) {
      void mounted.cognito(req, res);
    } else if (mounted.identity?.oidc.handles(pathname)) {
      mounted.identity.oidc.callback(req, res);
    } else {
      res.statusCode = 404;
      res.end('not found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const ssoIssuer = `http://sso.localhost:${port}`;

  const identity = await startIdentity({
    dataDir,
    ssoIssuer,
    poolIssuerDomain: `${origin}/identity/cognito`,
  });
  mounted.identity = identity;
  mounted.cognito = getRequestListener(identity.cognito);

  return {
    identity,
    origin,
    userPoolEndpoint: `${origin}/identity/cognito`,
    ssoIssuer,
    dataDir,
    async close() {
      await identity.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

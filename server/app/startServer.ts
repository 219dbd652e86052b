import { mkdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import type { AppConfig } from './config';
import { REPO_ROOT } from './config';
import { createApp } from './createApp';
import { readBuildManifest } from './buildManifest';
import { openStorefrontDatabase } from './openStorefrontDatabase';
import { dbStorefrontDirectory } from './dbStorefrontDirectory';
import { createCrm } from '../crm/index';
import { HANDLERS } from '../crm/registry';
import { REVISION_REUSE_MS } from '../db/recentRead';
import { createDocumentStore } from '../crm/documents/documentStore';
import { createGateway } from '../gateway/createGateway';
import { createSessionVerifier } from '../gateway/caller/verifyUserToken';
import { startIdentity, type LocalIdentity } from '../identity/startIdentity';
import { DEMO_STOREFRONTS } from '../shared/demo';
import { stripPort } from './host';
import { applyTrustedProxies } from './trustedProxies';
import { sandboxLab } from './sandboxLab';
import { blockLab } from './blockLab';
import { loadFirstPageRenderer } from './firstPageRenderer';
import { readBlockPreloads } from './blockPreloads';
import { readBuiltStylesheets } from './pageStylesheets';
import { createHostedPaymentPage } from '../payment/hostedPaymentRoutes';
import { paymentConfig } from '../payment/paymentConfig';
import { createProcurementStandIn } from '../procurement/createProcurementStandIn';
import { devMailboxMessages, identityMailRecorder } from './devMailbox';
import type { Db } from '../shared/contracts';

export interface RunningServer {
  url: string;
  port: number;
  close(): Promise<void>;
}

type NodeListener = (req: http.IncomingMessage, res: http.ServerResponse) => void;

/**
 * One Node process, one port (DESIGN.md section 5): the SPA, the domain lookup, the local gateway
 * and the identity providers. The port opens first and answers 503 until every part is ready, so
 * `/healthz` says 200 only once the database, the user pool and the gateway all are.
 */
export async function startServer(config: AppConfig): Promise<RunningServer> {
  let handler: NodeListener = (_req, res) => {
    res.writeHead(503, { 'Content-Type': 'text/plain', 'Retry-After': '1' });
    res.end('Starting');
  };
  const server = http.createServer((req, res) => handler(req, res));
  await new Promise<void>((resolve) => server.listen(config.port, resolve));
  const port = (server.address() as AddressInfo).port;

  mkdirSync(config.dataDir, { recursive: true });
  // The pool starts beside the database; its mails are recorded once the database is open.
  let mailDb: Db | null = null;
  const [db, identity] = await Promise.all([
    openStorefrontDatabase(config),
    config.localIdentity
      ? startIdentity({
          dataDir: path.join(config.dataDir, 'identity'),
          ssoIssuer: `http://${DEMO_STOREFRONTS.sso.domain}:${port}`,
          poolIssuerDomain: `http://localhost:${port}/identity/cognito`,
          adminCredential: config.poolAdminCredential,
          mail: identityMailRecorder(() => mailDb),
        })
      : Promise.resolve<LocalIdentity | null>(null),
  ]);

  mailDb = db;

  const gateway = createGateway({
    db,
    crm: createCrm(db, HANDLERS, { revisionReuseMs: REVISION_REUSE_MS }),
    revisionReuseMs: REVISION_REUSE_MS,
    identity: identity?.admin ?? null,
    apiKey: config.gatewayApiKey,
    testMode: config.testMode,
    faults: config.gatewayFaults,
    ssoOauthDomain: config.ssoOauthDomain,
    introspection: config.dev,
  });

  const vite = config.dev ? await startVite(server) : null;
  const builtIndex = config.dev ? null : readBuiltIndex(config.clientDir);
  const manifest = readBuildManifest(config.clientDir);
  const renderFirstPage = await loadFirstPageRenderer(config.serverRenderEntry);

  const app = createApp({
    config,
    directory: dbStorefrontDirectory(db, { revisionReuseMs: REVISION_REUSE_MS }),
    gateway,
    cognito: identity?.cognito ?? null,
    htmlTemplate: async (url) =>
      vite
        ? vite.transformIndexHtml(url, readFileSync(path.join(REPO_ROOT, 'index.html'), 'utf8'))
        : builtIndex!,
    buildManifest: () => (config.dev ? manifest : readBuildManifest(config.clientDir)),
    ssoOauthDomain: config.ssoOauthDomain,
    documents: createDocumentStore(db),
    sandboxLab: config.testMode ? sandboxLab(db) : null,
    blockLab: config.testMode ? blockLab(db) : null,
    renderFirstPage,
    blockPreloads: renderFirstPage ? readBlockPreloads(config.clientDir) : null,
    builtStylesheets: config.dev ? null : readBuiltStylesheets(config.clientDir),
    hostedPayment: createHostedPaymentPage(db, paymentConfig()),
    procurement: createProcurementStandIn(db),
    devMailbox: config.dev || config.testMode ? (to) => devMailboxMessages(db, to) : null,
    // The session cookie's token is checked exactly as the gateway checks its callers' tokens.
    sessions: identity ? createSessionVerifier({ db, identity: identity.admin }) : null,
  });
  const honoListener = getRequestListener(app.fetch);

  handler = (req, res) => {
    applyTrustedProxies(req, config.trustProxy);
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // The hosted sign-in pages belong to the SSO storefront's host only; elsewhere /login and /
    // stay the SPA's.
    const host = stripPort(req.headers.host ?? '').toLowerCase();
    if (identity && host === DEMO_STOREFRONTS.sso.domain && identity.oidc.handles(pathname)) {
      return identity.oidc.callback(req, res);
    }
    if (vite) return vite.middlewares(req, res, () => void honoListener(req, res));
    void honoListener(req, res);
  };

  return {
    url: `http://localhost:${port}`,
    port,
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await vite?.close();
      await identity?.stop();
      await db.close();
    },
  };
}

function readBuiltIndex(clientDir: string): string {
  try {
    return readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  } catch {
    throw new Error(
      `No production build in ${clientDir}: run \`npm run build\` (npm start does it for you).`,
    );
  }
}

async function startVite(server: http.Server) {
  // Loaded only in dev so the production server never pulls in Vite.
  const { createServer } = await import('vite');
  return createServer({
    root: REPO_ROOT,
    configFile: path.join(REPO_ROOT, 'vite.config.ts'),
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
  });
}

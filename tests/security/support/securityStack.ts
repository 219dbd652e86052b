import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { readConfig } from '../../../server/app/config';
import { createApp } from '../../../server/app/createApp';
import { dbStorefrontDirectory } from '../../../server/app/dbStorefrontDirectory';
import { applyTrustedProxies, parseTrustProxy } from '../../../server/app/trustedProxies';
import { createDocumentStore } from '../../../server/crm/documents/documentStore';
import { createCrm } from '../../../server/crm/index';
import { openTestDatabase } from '../../../server/db/testing';
import { createGateway } from '../../../server/gateway/createGateway';
import { startIdentity, type LocalIdentity } from '../../../server/identity/startIdentity';
import type { Db } from '../../../server/shared/contracts';
import {
  DEFAULT_GATEWAY_API_KEY,
  DEMO_PASSWORD,
  DEMO_STOREFRONTS,
  DEMO_USER_POOL_ID,
  type DemoStorefrontKey,
} from '../../../server/shared/demo';

const TEMPLATE =
  '<!doctype html><html><head><title>x</title><!--blockfront-head--></head><body></body></html>';

export interface SecurityStack {
  db: Db;
  identity: LocalIdentity;
  /** `http://127.0.0.1:<port>`. */
  origin: string;
  port: number;
  close(): Promise<void>;
}

/**
 * The real server parts behind one Node HTTP server, wired as server/app/startServer.ts wires
 * them: the trusted-proxy step, the app (body limits, CSP reports, the pages), the gateway with
 * the real CRM and a private copy of the seeded database, and the real local user pool.
 */
export async function startSecurityStack(
  options: { trustProxy?: string } = {},
): Promise<SecurityStack> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'blockfront-security-'));
  const db = await openTestDatabase();
  const mounted: { listener?: ReturnType<typeof getRequestListener> } = {};
  const trusted = parseTrustProxy(options.trustProxy);
  const server = http.createServer((req, res) => {
    applyTrustedProxies(req, trusted);
    if (mounted.listener) void mounted.listener(req, res);
    else res.writeHead(503).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;
  const identity = await startIdentity({
    dataDir: path.join(dataDir, 'identity'),
    ssoIssuer: `http://sso.localhost:${port}`,
    poolIssuerDomain: `${origin}/identity/cognito`,
  });
  const config = { ...readConfig({}), testMode: true, trustProxy: trusted };
  const app = createApp({
    config,
    directory: dbStorefrontDirectory(db),
    gateway: createGateway({
      db,
      crm: createCrm(db),
      identity: identity.admin,
      apiKey: config.gatewayApiKey,
      testMode: true,
    }),
    cognito: identity.cognito,
    htmlTemplate: async () => TEMPLATE,
    buildManifest: () => ({ buildId: 'security', builtAt: '2026-01-01T00:00:00.000Z' }),
    ssoOauthDomain: null,
    documents: createDocumentStore(db),
  });
  mounted.listener = getRequestListener(app.fetch);
  return {
    db,
    identity,
    origin,
    port,
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await identity.stop();
      await db.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A POST to the user pool endpoint, as Amplify sends it. */
export async function poolCall(
  stack: SecurityStack,
  operation: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: Record<string, unknown> }> {
  const response = await fetch(`${stack.origin}/identity/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
      ...headers,
    },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** Signs a demo user in on a storefront's app client; resolves to the access token. */
export async function signIn(
  stack: SecurityStack,
  username: string,
  storefront: DemoStorefrontKey = 'portal',
): Promise<string> {
  const answer = await poolCall(stack, 'InitiateAuth', {
    AuthFlow: 'USER_PASSWORD_AUTH',
    ClientId: DEMO_STOREFRONTS[storefront].clientId,
    AuthParameters: { USERNAME: username, PASSWORD: DEMO_PASSWORD },
  });
  const result = answer.body.AuthenticationResult as { AccessToken?: string } | undefined;
  if (!result?.AccessToken)
    throw new Error(`sign-in of ${username} failed: ${JSON.stringify(answer)}`);
  return result.AccessToken;
}

export interface GraphQLAnswer {
  status: number;
  body: {
    data?: Record<string, unknown> | null;
    errors?: { message: string; errorType?: string }[];
  };
}

/** One gateway request as the browser sends it on `host`, with the token in `Authorization`. */
export async function graphql(
  stack: SecurityStack,
  query: string,
  variables: Record<string, unknown> = {},
  options: { token?: string | null; host?: string; headers?: Record<string, string> } = {},
): Promise<GraphQLAnswer> {
  const response = await fetch(`${stack.origin}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-api-key': DEFAULT_GATEWAY_API_KEY,
      host: `${options.host ?? DEMO_STOREFRONTS.portal.domain}:${stack.port}`,
      ...(options.token ? { authorization: options.token } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  return { status: response.status, body: (await response.json()) as GraphQLAnswer['body'] };
}

/** An action result (AWSJSON) of a field; makeCall's nested CRM result is decoded too. */
export function actionResult(
  answer: GraphQLAnswer,
  field: string,
): { statusCode: number; content: unknown } {
  const raw = answer.body.data?.[field];
  if (typeof raw !== 'string') throw new Error(`${field}: ${JSON.stringify(answer.body)}`);
  const result = JSON.parse(raw) as {
    statusCode: number;
    content?: unknown;
    salesforceActions?: string;
  };
  return result.salesforceActions
    ? (JSON.parse(result.salesforceActions) as { statusCode: number; content: unknown })
    : { statusCode: result.statusCode, content: result.content };
}

/**
 * A fingerprint of everything an attack could change: the CRM's records and the user pool's
 * users (attributes, state, groups). Equal fingerprints before and after: nothing changed.
 */
export async function stateFingerprint(stack: SecurityStack): Promise<string> {
  const tables = [
    'accounts',
    'contacts',
    'portal_accessible_accounts',
    'quotes',
    'quote_line_items',
    'contact_notifications',
    'activity_log',
    'catalog_saved_filters',
  ];
  const hash = createHash('sha256');
  for (const table of tables) {
    const rows = await stack.db.query(`SELECT * FROM ${table} ORDER BY 1`);
    hash.update(`${table}:${JSON.stringify(rows)}`);
  }
  const users = await stack.identity.admin.call('ListUsers', { UserPoolId: DEMO_USER_POOL_ID });
  for (const user of (users.Users as { Username: string }[]) ?? []) {
    const groups = await stack.identity.admin.call('AdminListGroupsForUser', {
      UserPoolId: DEMO_USER_POOL_ID,
      Username: user.Username,
    });
    const { UserLastModifiedDate: _modified, ...rest } = user as Record<string, unknown>;
    hash.update(JSON.stringify([rest, groups.Groups]));
  }
  return hash.digest('hex');
}

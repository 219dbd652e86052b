import type { Hono } from 'hono';
import { createApp, type AppDeps } from '../../../../server/app/createApp';
import { readConfig, type AppConfig } from '../../../../server/app/config';
import { dbStorefrontDirectory } from '../../../../server/app/dbStorefrontDirectory';
import { createGateway } from '../../../../server/gateway/createGateway';
import { createDocumentStore } from '../../../../server/crm/documents/documentStore';
import { createCrm } from '../../../../server/crm/index';
import type { Db } from '../../../../server/shared/contracts';

/**
 * The product server's app over a test database, as the server tests use it: test mode, the real
 * gateway and CRM on `db`, no user pool or SSO, the page shell `template`. `deps` adds or replaces
 * what a test needs (a first-page renderer, block preloads...); `config` changes the configuration.
 */
export function localApp(
  db: Db,
  template: string,
  deps: Partial<AppDeps> = {},
  config: Partial<AppConfig> = {},
): Hono {
  const appConfig = { ...readConfig({}), testMode: true, ...config };
  return createApp({
    config: appConfig,
    directory: dbStorefrontDirectory(db),
    gateway: createGateway({
      db,
      crm: createCrm(db),
      identity: null,
      apiKey: appConfig.gatewayApiKey,
      testMode: true,
    }),
    cognito: null,
    htmlTemplate: async () => template,
    buildManifest: () => ({ buildId: 'test-build', builtAt: '2026-01-01T00:00:00.000Z' }),
    ssoOauthDomain: null,
    documents: createDocumentStore(db),
    ...deps,
  });
}

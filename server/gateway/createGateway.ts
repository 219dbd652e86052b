import { createSchema, createYoga } from 'graphql-yoga';
import type { Crm, Db, IdentityAdmin } from '../shared/contracts';
import type { ErrorReporter } from './actions/guardAction';
import { applyFaults } from './faults/applyFaults';
import type { ResolverFaults } from './faults/applyFaults';
import { collectFaults } from './faults/collectFaults';
import { FAULT_ADMIN_PATH, handleFaultAdmin } from './faults/faultAdmin';
import { parseFaultRules } from './faults/faultRule';
import { FaultStore } from './faults/faultStore';
import type { GatewayContext, GatewayServices } from './gatewayContext';
import { hasValidApiKey, unauthorizedResponse } from './http/apiKey';
import { PublicAnswerCache, publicAnswerRequest } from './http/publicAnswerCache';
import { recentStorefrontsByDomain } from './caller/recentStorefronts';
import { readCatalogRevision } from '../db/repositories/catalogRevision';
import { reuseRecentRead } from '../db/recentRead';
import { withSharedAnswerNote } from '../shared/sharedAnswerNote';
import { documentLimitsPlugin } from './http/documentLimits';
import { gatewayResolvers } from './schema/gatewayResolvers';
import { loadGatewaySdl } from './schema/loadGatewaySdl';

export const GATEWAY_PATH = '/graphql';

export interface GatewayDeps {
  db: Db;
  crm: Crm;
  /** Null when no user pool runs: identity actions answer 503 and access tokens go unchecked. */
  identity: IdentityAdmin | null;
  apiKey: string;
  /** Enables the `x-blockfront-faults` header and the `/__test__/faults` admin. */
  testMode: boolean;
  /** `GATEWAY_FAULTS`: a JSON array of fault rules applied from the start (see faults/faultRule.ts). */
  faults?: string;
  /** Origin of the hosted sign-in for SSO storefronts (getLoginInfo); default: the storefront's origin. */
  ssoOauthDomain?: string | null;
  /** Where handler crashes are reported; default console.error. */
  reportError?: ErrorReporter;
  /** Answers schema introspection (development only; default off). */
  introspection?: boolean;
  /**
   * How long the catalogue revision and a domain's storefront are reused before the database is
   * asked again (recentRead.ts; the server passes REVISION_REUSE_MS). Default 0: every request.
   */
  revisionReuseMs?: number;
}

export interface Gateway {
  fetch(request: Request): Promise<Response>;
}

/** Yoga's per-request server context; yoga adds `request` to it. */
interface ServerContext {
  services: GatewayServices;
  faults: ResolverFaults;
  verifiedTokens: GatewayContext['verifiedTokens'];
}

/**
 * The local stand-in for the production AppSync API: the same SDL, the same API-key check and the
 * same envelopes, served by graphql-yoga at POST /graphql. Also answers the test-only fault admin.
 */
export function createGateway(deps: GatewayDeps): Gateway {
  // Bad GATEWAY_FAULTS must stop the server, not be ignored silently.
  const faultStore = new FaultStore(parseFaultRules(deps.faults ?? ''));
  const services: GatewayServices = {
    db: deps.db,
    crm: deps.crm,
    identity: deps.identity,
    ssoOauthDomain: deps.ssoOauthDomain ?? null,
    reportError: deps.reportError ?? reportToConsole,
    storefrontByDomain: recentStorefrontsByDomain(deps.db, deps.revisionReuseMs ?? 0),
  };
  // Guests' shared catalogue answers, kept as the bytes sent (publicAnswerCache.ts).
  const publicAnswers = new PublicAnswerCache();
  const catalogRevision = reuseRecentRead(deps.revisionReuseMs ?? 0, () =>
    readCatalogRevision(deps.db),
  );
  const current = {
    revision: catalogRevision,
    storefront: (domain: string) => services.storefrontByDomain!(domain),
  };
  const yoga = createYoga<ServerContext, GatewayContext>({
    schema: createSchema<GatewayContext>({
      typeDefs: loadGatewaySdl(),
      resolvers: gatewayResolvers,
    }),
    graphqlEndpoint: GATEWAY_PATH,
    graphiql: false,
    landingPage: false,
    maskedErrors: true,
    logging: false,
    // One document per request (no JSON array batches) and bounded work per document.
    batching: false,
    plugins: [documentLimitsPlugin({ introspection: deps.introspection === true })],
  });

  return {
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (pathname === FAULT_ADMIN_PATH)
        return handleFaultAdmin(request, faultStore, deps.testMode);
      if (request.method !== 'OPTIONS' && !hasValidApiKey(request, deps.apiKey))
        return unauthorizedResponse();

      const collected = await collectFaults(request, faultStore, deps.testMode);
      if ('refusal' in collected) return collected.refusal;
      const outcome = await applyFaults(collected.rules, request.signal);
      if (outcome.response) return outcome.response;

      const candidate = collected.rules.length === 0 ? await publicAnswerRequest(request) : null;
      if (!candidate) {
        return yoga.fetch(request, {
          services,
          faults: outcome.resolverFaults,
          verifiedTokens: new Map(),
        });
      }
      const ready = await publicAnswers.answer(candidate.key, current);
      if (ready) return ready;
      // The body is read: GraphQL gets the same request again with it.
      const again = new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: candidate.body,
        signal: request.signal,
      });
      const { result, note } = await withSharedAnswerNote(() =>
        Promise.resolve(
          yoga.fetch(again, {
            services,
            faults: outcome.resolverFaults,
            verifiedTokens: new Map(),
          }),
        ),
      );
      return publicAnswers.keep(candidate, note, result);
    },
  };
}

function reportToConsole(operation: string, error: unknown): void {
  console.error(`[gateway] ${operation} failed:`, error);
}

import type { StorefrontRecord } from '../db/repositories/storefronts';
import type { Crm, Db, IdentityAdmin, VerifiedUser } from '../shared/contracts';
import type { ErrorReporter } from './actions/guardAction';
import type { ResolverFaults } from './faults/applyFaults';

/** The parts behind the gateway, shared by every request. */
export interface GatewayServices {
  db: Db;
  crm: Crm;
  /** Null when no user pool runs (some tests): identity actions then answer 503. */
  identity: IdentityAdmin | null;
  /** Origin of the hosted sign-in for single-sign-on storefronts; null means the storefront's own origin. */
  ssoOauthDomain: string | null;
  reportError: ErrorReporter;
  /** The active storefront of a domain, as guests' calls name it (recentStorefronts.ts); default: one query per call. */
  storefrontByDomain?: (domain: string) => Promise<StorefrontRecord | null>;
}

/** What every resolver receives (graphql-yoga adds `request`). */
export interface GatewayContext {
  services: GatewayServices;
  faults: ResolverFaults;
  request: Request;
  /** Access tokens verified during this HTTP request, so a batch verifies each token once. */
  verifiedTokens: Map<string, Promise<{ user: VerifiedUser; storefront: StorefrontRecord } | null>>;
}

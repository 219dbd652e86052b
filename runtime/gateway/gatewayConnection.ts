import type { GraphQLClient } from 'graphql-request';
import type { GatewaySession } from './gatewaySession';
import type { Sleep } from './withRetry';

/** What every typed operation needs: the client, the current session and (for tests) the clock. */
export interface GatewayConnection {
  client: GraphQLClient;
  /** Read at every call, so sign-in, sign-out and account switches apply to the next request. */
  session: () => GatewaySession;
  /** Waits between quote-line retries; defaults to a real timer. */
  sleep?: Sleep;
}

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the operation's default (operationCatalog.ts) for the general retry. */
  idempotent?: boolean;
}

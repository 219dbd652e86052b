import type { IdentityMailSink } from '../mail/identityMail';
import type { JsonObject } from './awsJsonProtocol';
import type { CheckAccessToken } from './accessTokenCheck';
import type { AttemptLimiter } from './attemptLimiter';
import type { PoolUsers } from './poolUsers';
import type { TokenMinter } from './tokenMinter';
import type { TokenRegistry } from './tokenRegistry';
import type { Upstream } from './upstream';

/** What an operation of the compatibility layer may use. */
export interface CompatContext {
  userPoolId: string;
  /** `iss` of the pool's tokens. */
  issuer: string;
  upstream: Upstream;
  users: PoolUsers;
  registry: TokenRegistry;
  checkAccessToken: CheckAccessToken;
  mint: TokenMinter;
  /** Failed sign-in and code attempts per user and per address (attemptLimiter.ts). */
  limiter: AttemptLimiter;
  /** Where invitations and reset mails go (the development mailbox locally); none: not recorded. */
  mail?: IdentityMailSink;
  /** A user's stored password (storedPassword.ts), for the checks cognito-local skips. */
  storedPassword?: (username: string) => Promise<string | null>;
  /** Lets an operation hand the request on to cognito-local unchanged (with the usual post-processing). */
  passThrough(operation: string, body: JsonObject): Promise<JsonObject>;
}

/** About the one call: where it came from (null for the server's own calls). */
export interface CallMeta {
  clientAddress: string | null;
}

/** Answers one operation or throws a CognitoServiceError. */
export type OperationHandler = (
  body: JsonObject,
  ctx: CompatContext,
  meta?: CallMeta,
) => Promise<JsonObject>;

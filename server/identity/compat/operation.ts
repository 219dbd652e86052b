import type { JsonObject } from './awsJsonProtocol';
import type { CheckAccessToken } from './accessTokenCheck';
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
  /** Lets an operation hand the request on to cognito-local unchanged (with the usual post-processing). */
  passThrough(operation: string, body: JsonObject): Promise<JsonObject>;
}

/** Answers one operation or throws a CognitoServiceError. */
export type OperationHandler = (body: JsonObject, ctx: CompatContext) => Promise<JsonObject>;

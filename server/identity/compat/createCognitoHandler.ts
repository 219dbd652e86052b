import type { IdentityMailSink } from '../mail/identityMail';
import { cognitoLocalPublicJwk } from '../tokens/cognitoLocalKey';
import { adminCreateUser, adminResetUserPassword } from './adminInvitations';
import { forgetDevice, listDevices } from './devices';
import { storedPasswordReader } from './storedPassword';
import { createAccessTokenCheck } from './accessTokenCheck';
import { adminCredentialRefusal } from './adminCredential';
import { createAttemptLimiter, policyOfKey } from './attemptLimiter';
import { codeConfirmation } from './codeAttempts';
import { completeAuthenticationResult } from './authenticationResult';
import {
  CognitoServiceError,
  errorResponse,
  errorTypeOf,
  isObject,
  jsonResponse,
  messageOf,
  operationOf,
  stringField,
  type JsonObject,
} from './awsJsonProtocol';
import { preflightResponse, withCors } from './cors';
import { initiateAuth } from './initiateAuth';
import { listUsers, listUsersInGroup } from './listUsersPaging';
import type { CallMeta, CompatContext, OperationHandler } from './operation';
import { createPoolUsers } from './poolUsers';
import { isPublicOperation } from './publicOperations';
import { getTokensFromRefreshToken } from './refreshTokens';
import { resendConfirmationCode } from './resendConfirmationCode';
import { respondToAuthChallenge } from './respondToAuthChallenge';
import { adminUserGlobalSignOut, globalSignOut, revokeToken } from './signOut';
import { createTokenMinter } from './tokenMinter';
import type { TokenRegistry } from './tokenRegistry';
import type { Upstream } from './upstream';

/** The operations the layer answers itself (or adjusts); every other one passes straight through. */
const OPERATIONS: Record<string, OperationHandler> = {
  InitiateAuth: initiateAuth,
  RespondToAuthChallenge: respondToAuthChallenge,
  GetTokensFromRefreshToken: getTokensFromRefreshToken,
  GlobalSignOut: globalSignOut,
  AdminUserGlobalSignOut: adminUserGlobalSignOut,
  RevokeToken: revokeToken,
  ResendConfirmationCode: resendConfirmationCode,
  ListUsers: listUsers,
  ListUsersInGroup: listUsersInGroup,
  ConfirmSignUp: codeConfirmation('ConfirmSignUp'),
  ConfirmForgotPassword: codeConfirmation('ConfirmForgotPassword'),
  AdminCreateUser: adminCreateUser,
  AdminResetUserPassword: adminResetUserPassword,
  ListDevices: listDevices,
  ForgetDevice: forgetDevice,
};

/** Set by the app's Node listener (server/app/trustedProxies.ts); absent for in-process calls. */
const CLIENT_ADDRESS_HEADER = 'x-blockfront-client-address';

export interface CognitoHandler {
  (request: Request): Promise<Response>;
  /** The same pipeline without HTTP, for the server's own admin calls. */
  invoke(operation: string, body: JsonObject, meta?: CallMeta): Promise<JsonObject>;
  checkAccessToken: CompatContext['checkAccessToken'];
}

/**
 * The pool endpoint Amplify talks to: cognito-local behind a thin layer for what Amplify v6
 * needs and cognito-local lacks or gets wrong (see DESIGN.md section 3). Also serves the pool's
 * JWKS and a minimal discovery document under `<mount>/<poolId>/.well-known/`.
 */
export function createCognitoHandler(deps: {
  upstream: Upstream;
  registry: TokenRegistry;
  userPoolId: string;
  issuer: string;
  issuerDomain: string;
  /** What an HTTP caller must send for a non-public operation (adminCredential.ts). */
  adminCredential: string;
  /** Where the pool's invitation and reset mails go (the development mailbox). */
  mail?: IdentityMailSink;
  /** cognito-local's pool file, read for the password checks it skips (storedPassword.ts). */
  poolFile?: string;
  /** The clock of the attempt limiter (tests). */
  now?: () => number;
}): CognitoHandler {
  const users = createPoolUsers(deps.upstream, deps.userPoolId);
  const checkAccessToken = createAccessTokenCheck({
    issuer: deps.issuer,
    registry: deps.registry,
    users,
  });
  const ctx: CompatContext = {
    userPoolId: deps.userPoolId,
    issuer: deps.issuer,
    upstream: deps.upstream,
    users,
    registry: deps.registry,
    checkAccessToken,
    limiter: createAttemptLimiter(policyOfKey, deps.now),
    mail: deps.mail,
    storedPassword: deps.poolFile ? storedPasswordReader(deps.poolFile) : undefined,
    mint: createTokenMinter({
      upstream: deps.upstream,
      issuerDomain: deps.issuerDomain,
      userPoolId: deps.userPoolId,
    }),
    async passThrough(operation, body) {
      const answer = await deps.upstream.send(operation, body);
      if (answer.status >= 300) {
        throw new CognitoServiceError(
          errorTypeOf(answer.body),
          messageOf(answer.body),
          answer.status,
        );
      }
      return completeAuthenticationResult(
        answer.body,
        deps.registry,
        stringField(body, 'ClientId'),
      );
    },
  };

  const invoke = async (
    operation: string,
    body: JsonObject,
    meta?: CallMeta,
  ): Promise<JsonObject> => {
    const handler = Object.hasOwn(OPERATIONS, operation) ? OPERATIONS[operation] : undefined;
    if (handler) return handler(body, ctx, meta);
    // User-scoped operations authenticate with the access token: refuse revoked ones first.
    const accessToken = stringField(body, 'AccessToken');
    if (accessToken) {
      const check = await checkAccessToken(accessToken);
      if (!check.ok) throw check.error;
    }
    return ctx.passThrough(operation, body);
  };

  const wellKnown = (pathname: string): Response | null => {
    if (pathname.endsWith(`/${deps.userPoolId}/.well-known/jwks.json`)) {
      return Response.json({ keys: [cognitoLocalPublicJwk] });
    }
    if (pathname.endsWith(`/${deps.userPoolId}/.well-known/openid-configuration`)) {
      return Response.json({
        issuer: deps.issuer,
        jwks_uri: `${deps.issuer}/.well-known/jwks.json`,
        id_token_signing_alg_values_supported: ['RS256'],
      });
    }
    return null;
  };

  const handle = async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return preflightResponse(request);
    if (request.method === 'GET') {
      return withCors(
        wellKnown(new URL(request.url).pathname) ??
          errorResponse('ResourceNotFoundException', 'Not found', 404),
      );
    }
    if (request.method !== 'POST')
      return withCors(errorResponse('UnknownOperationException', 'Method not allowed', 405));
    const operation = operationOf(request.headers.get('x-amz-target'));
    if (!operation)
      return withCors(
        errorResponse('UnknownOperationException', 'Missing or invalid x-amz-target header'),
      );
    // Admin operations are the server's own (IAM-signed in Cognito): refused before the body is read.
    if (!isPublicOperation(operation)) {
      const refusal = adminCredentialRefusal(request, deps.adminCredential);
      if (refusal) return withCors(errorResponse(refusal.type, refusal.message, refusal.status));
    }
    let body: unknown;
    try {
      const text = await request.text();
      body = text ? JSON.parse(text) : {};
    } catch {
      return withCors(errorResponse('SerializationException', 'Request body is not valid JSON'));
    }
    if (!isObject(body))
      return withCors(
        errorResponse('SerializationException', 'Request body must be a JSON object'),
      );
    try {
      const clientAddress = request.headers.get(CLIENT_ADDRESS_HEADER);
      return withCors(jsonResponse(await invoke(operation, body, { clientAddress })));
    } catch (error) {
      if (error instanceof CognitoServiceError)
        return withCors(errorResponse(error.type, error.message, error.status));
      const message = error instanceof Error ? error.message : String(error);
      return withCors(errorResponse('InternalErrorException', message, 500));
    }
  };

  return Object.assign(handle, { invoke, checkAccessToken });
}

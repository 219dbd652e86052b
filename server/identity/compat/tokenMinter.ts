import type { AppClient } from 'cognito-local/lib/services/appClient.js';
import type { Context } from 'cognito-local/lib/services/context.js';
import { JwtTokenGenerator, type Tokens } from 'cognito-local/lib/services/tokenGenerator.js';
import type { Triggers } from 'cognito-local/lib/services/triggers/triggers.js';
import type { User } from 'cognito-local/lib/services/userPoolService.js';
import type { JsonObject } from './awsJsonProtocol';
import type { PoolUser } from './poolUsers';
import type { Upstream } from './upstream';

/**
 * Issues new tokens for a refresh with cognito-local's own generator (same key, same claims), so
 * refreshed tokens are indistinguishable from the child's. Needed because cognito-local can only
 * refresh tokens it stored itself, which it never does after an MFA challenge.
 */
export function createTokenMinter(deps: {
  upstream: Upstream;
  issuerDomain: string;
  userPoolId: string;
}) {
  // No Lambda triggers run locally (config has none), so the generator only asks `enabled`.
  const noTriggers = { enabled: () => false } as unknown as Triggers;
  const generator = new JwtTokenGenerator({ get: () => new Date() }, noTriggers, {
    IssuerDomain: deps.issuerDomain,
  });
  const silentLogger = { debug() {}, info() {}, warn() {}, error() {}, child: () => silentLogger };
  // The generator only passes the context to triggers; a silent logger satisfies its shape.
  const ctx = { logger: silentLogger } as unknown as Context;

  const appClient = async (clientId: string): Promise<AppClient> => {
    const body = await deps.upstream.call('DescribeUserPoolClient', {
      UserPoolId: deps.userPoolId,
      ClientId: clientId,
    });
    // The wire form has epoch-second dates where AppClient has Date; the generator reads neither.
    return body.UserPoolClient as unknown as AppClient;
  };

  return async function mint(
    user: PoolUser,
    groups: string[],
    clientId: string,
    clientMetadata?: JsonObject,
  ): Promise<Tokens> {
    const now = new Date();
    const record: User = {
      Username: user.username,
      Attributes: Object.entries(user.attributes).map(([Name, Value]) => ({ Name, Value })),
      Enabled: user.enabled,
      UserStatus: user.status,
      UserCreateDate: now,
      UserLastModifiedDate: now,
      Password: '',
      RefreshTokens: [],
    };
    const metadata = clientMetadata as Record<string, string> | undefined;
    return generator.generate(
      ctx,
      record,
      groups,
      await appClient(clientId),
      metadata,
      'RefreshTokens',
    );
  };
}

export type TokenMinter = ReturnType<typeof createTokenMinter>;

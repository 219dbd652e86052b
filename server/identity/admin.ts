import type { IdentityAdmin, VerifiedUser } from '../shared/contracts';
import type { CognitoHandler } from './compat/createCognitoHandler';

/**
 * The server's own access to the pool (the gateway's identity actions). Calls go through the same
 * compatibility pipeline as the browser's, so paging, sign-out and disabled users behave alike;
 * errors are thrown as `IdentityServiceError` (CognitoServiceError).
 */
export function createIdentityAdmin(
  userPoolId: string,
  cognito: CognitoHandler,
  /** Tried when the token is not the pool's: the SSO provider's opaque access tokens. */
  otherVerifier: (token: string) => Promise<VerifiedUser | null> = async () => null,
): IdentityAdmin {
  return {
    userPoolId,
    call(target, body) {
      return cognito.invoke(target, body);
    },
    async verifyAccessToken(token): Promise<VerifiedUser | null> {
      const check = await cognito.checkAccessToken(token);
      if (!check.ok) return token.split('.').length === 3 ? null : otherVerifier(token);
      const groups = check.claims['cognito:groups'];
      return {
        username: check.claims.username,
        groups: Array.isArray(groups)
          ? groups.filter((g): g is string => typeof g === 'string')
          : [],
        clientId: check.claims.client_id ?? '',
        contactId: check.user.attributes['custom:salesforceContactId'] || null,
        accountId: check.user.attributes['custom:salesforceAccountId'] || null,
        expiresAt: typeof check.claims.exp === 'number' ? check.claims.exp * 1000 : null,
      };
    },
  };
}

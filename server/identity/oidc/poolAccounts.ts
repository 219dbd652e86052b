import type { OidcAccount } from 'oidc-provider';
import type { IdentityAdmin } from '../../shared/contracts';
import { isObject } from '../compat/awsJsonProtocol';
import { attributesRecord } from '../compat/poolUsers';

/** The claims userInfo returns, as Cognito's userInfo does: standard ones plus every custom:* attribute. */
const STANDARD_CLAIMS = [
  'sub',
  'email',
  'email_verified',
  'given_name',
  'family_name',
  'phone_number',
  'phone_number_verified',
  'locale',
  'name',
];

/** The pool's users as OpenID accounts; the account id is the user's `sub`, as in Cognito. */
export function createPoolAccounts(admin: IdentityAdmin) {
  async function userBySub(
    sub: string,
  ): Promise<{ username: string; attributes: Record<string, string> } | null> {
    // The filter language quotes with double quotes; a sub is a UUID, but never trust the input.
    if (!/^[A-Za-z0-9-]+$/.test(sub)) return null;
    const answer = await admin.call('ListUsers', {
      UserPoolId: admin.userPoolId,
      Filter: `sub = "${sub}"`,
      Limit: 1,
    });
    const user = Array.isArray(answer.Users) ? answer.Users[0] : undefined;
    if (!isObject(user) || typeof user.Username !== 'string' || user.Enabled === false) return null;
    return { username: user.Username, attributes: attributesRecord(user.Attributes) };
  }

  return {
    userBySub,
    async findAccount(_ctx: unknown, sub: string): Promise<OidcAccount | undefined> {
      const user = await userBySub(sub);
      if (!user) return undefined;
      return {
        accountId: sub,
        claims() {
          const claims: Record<string, unknown> = { sub, username: user.username };
          for (const [name, value] of Object.entries(user.attributes)) {
            if (STANDARD_CLAIMS.includes(name) || name.startsWith('custom:')) claims[name] = value;
          }
          return claims;
        },
      };
    },
  };
}

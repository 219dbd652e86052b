import { findStorefrontByClientId, type StorefrontRecord } from '../../db/repositories/storefronts';
import type { UserCaller, VerifiedUser } from '../../shared/contracts';
import type { GatewayServices } from '../gatewayContext';
import { GUEST_USER_TYPE } from '../../../schemas/specConstants';

/** An access token's user and the storefront whose app client it was issued to. */
export interface VerifiedToken {
  user: VerifiedUser;
  storefront: StorefrontRecord;
}

/** What verifying a token needs: the database (storefronts) and the user pool. */
export type TokenVerifierServices = Pick<GatewayServices, 'db' | 'identity'>;

/**
 * The one check of an access token, for the gateway's callers and the page server's session
 * cookie alike: verified by the pool (`IdentityAdmin.verifyAccessToken`: signature, expiry, token
 * use, revocation, user enabled) and issued to a storefront's own app client of that pool (the
 * audience check). Null without a pool: a token nobody can check is no identity.
 */
export async function verifyUserToken(
  services: TokenVerifierServices,
  token: string,
): Promise<VerifiedToken | null> {
  const identity = services.identity;
  if (!identity) return null;
  const user = await identity.verifyAccessToken(token);
  if (!user?.clientId) return null;
  const storefront = await findStorefrontByClientId(services.db, user.clientId);
  if (!storefront || storefront.awsUserPoolId !== identity.userPoolId) return null;
  return { user, storefront };
}

/** The caller a verified token stands for. */
export function userCallerOf({ user, storefront }: VerifiedToken): UserCaller {
  return {
    kind: 'user',
    username: user.username,
    groups: user.groups,
    userType: user.groups[0] ?? GUEST_USER_TYPE,
    contactId: user.contactId,
    accountId: user.accountId,
    storefrontId: storefront.storefrontId,
    domain: storefront.domain,
    userPoolId: storefront.awsUserPoolId,
  };
}

/** A verified caller of one storefront, with the time its token expires (epoch ms, if known). */
export interface SessionCaller {
  caller: UserCaller;
  expiresAt: number | null;
}

/**
 * Verifies `token` exactly as the gateway verifies a caller who sends it with `domain`: a valid
 * token of another storefront is refused as the gateway refuses it (`wrongStorefront`).
 */
export type SessionVerifier = (token: string, domain: string) => Promise<SessionCaller | null>;

export function createSessionVerifier(services: TokenVerifierServices): SessionVerifier {
  return async (token, domain) => {
    const verified = await verifyUserToken(services, token);
    if (!verified) return null;
    if (verified.storefront.domain.toLowerCase() !== domain.toLowerCase()) return null;
    return { caller: userCallerOf(verified), expiresAt: verified.user.expiresAt ?? null };
  };
}

import {
  findStorefrontByClientId,
  findStorefrontByDomain,
  type StorefrontRecord,
} from '../../db/repositories/storefronts';
import type { VerifiedCaller, VerifiedUser } from '../../shared/contracts';
import type { GatewayContext } from '../gatewayContext';
import { accessTokenOf } from './accessTokenOf';
import { GUEST_USER_TYPE } from '../../../schemas/specConstants';

/** Why a call has no caller; each maps to the spec's 401 envelope (or a 400 for the domain). */
export type CallerRefusal =
  /** A token that is forged, expired, revoked, of a disabled or deleted user, or of another client. */
  | 'badToken'
  /** Two different tokens in one call. */
  | 'conflictingTokens'
  /** A valid token sent to another storefront's domain. */
  | 'wrongStorefront'
  /** No token and no storefront serving the domain. */
  | 'unknownStorefront';

export type CallerOutcome =
  { ok: true; caller: VerifiedCaller } | { ok: false; refusal: CallerRefusal };

/**
 * Who calls, derived only from what the gateway can verify: the access token (signature against
 * the pool's keys, expiry, token use, revocation, user enabled: `IdentityAdmin.verifyAccessToken`)
 * and the app client it was issued to, which names the storefront. Without a token the caller is
 * the guest of the storefront serving `domain`. `domain`, when sent with a token, must be that
 * token's storefront.
 */
export async function resolveCaller(
  context: GatewayContext,
  data: unknown,
  domain: string | null,
): Promise<CallerOutcome> {
  const sent = accessTokenOf(context.request, data);
  if ('conflict' in sent) return { ok: false, refusal: 'conflictingTokens' };
  if (!sent.token) {
    const storefront = domain ? await findStorefrontByDomain(context.services.db, domain) : null;
    if (!storefront) return { ok: false, refusal: 'unknownStorefront' };
    return { ok: true, caller: guestOf(storefront) };
  }
  const verified = await verifiedUser(context, sent.token);
  if (!verified) return { ok: false, refusal: 'badToken' };
  const { user, storefront } = verified;
  if (domain && domain.toLowerCase() !== storefront.domain.toLowerCase())
    return { ok: false, refusal: 'wrongStorefront' };
  return {
    ok: true,
    caller: {
      kind: 'user',
      username: user.username,
      groups: user.groups,
      userType: user.groups[0] ?? GUEST_USER_TYPE,
      contactId: user.contactId,
      accountId: user.accountId,
      storefrontId: storefront.storefrontId,
      domain: storefront.domain,
      userPoolId: storefront.awsUserPoolId,
    },
  };
}

export function guestOf(storefront: StorefrontRecord): VerifiedCaller {
  return {
    kind: 'guest',
    storefrontId: storefront.storefrontId,
    domain: storefront.domain,
    guestAccountId: storefront.guestAccountId,
  };
}

interface VerifiedToken {
  user: VerifiedUser;
  storefront: StorefrontRecord;
}

/**
 * The token's user and storefront, verified once per HTTP request (a batch carries up to 20
 * fields with the same token). Null without a pool: a token nobody can check is no identity.
 */
function verifiedUser(context: GatewayContext, token: string): Promise<VerifiedToken | null> {
  const cached = context.verifiedTokens.get(token);
  if (cached) return cached;
  const verifying = (async (): Promise<VerifiedToken | null> => {
    const identity = context.services.identity;
    if (!identity) return null;
    const user = await identity.verifyAccessToken(token);
    if (!user?.clientId) return null;
    // The audience check: the token must be issued to a storefront's own app client of this pool.
    const storefront = await findStorefrontByClientId(context.services.db, user.clientId);
    if (!storefront || storefront.awsUserPoolId !== identity.userPoolId) return null;
    return { user, storefront };
  })();
  context.verifiedTokens.set(token, verifying);
  return verifying;
}

import { findStorefrontByDomain, type StorefrontRecord } from '../../db/repositories/storefronts';
import type { VerifiedCaller } from '../../shared/contracts';
import type { GatewayContext } from '../gatewayContext';
import { accessTokenOf } from './accessTokenOf';
import { userCallerOf, verifyUserToken, type VerifiedToken } from './verifyUserToken';

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
    const { services } = context;
    const storefront = !domain
      ? null
      : services.storefrontByDomain
        ? await services.storefrontByDomain(domain)
        : await findStorefrontByDomain(services.db, domain);
    if (!storefront) return { ok: false, refusal: 'unknownStorefront' };
    return { ok: true, caller: guestOf(storefront) };
  }
  const verified = await verifiedUser(context, sent.token);
  if (!verified) return { ok: false, refusal: 'badToken' };
  if (domain && domain.toLowerCase() !== verified.storefront.domain.toLowerCase())
    return { ok: false, refusal: 'wrongStorefront' };
  return { ok: true, caller: userCallerOf(verified) };
}

export function guestOf(storefront: StorefrontRecord): VerifiedCaller {
  return {
    kind: 'guest',
    storefrontId: storefront.storefrontId,
    domain: storefront.domain,
    guestAccountId: storefront.guestAccountId,
  };
}

/** The token's user and storefront, verified once per HTTP request (a batch carries up to 20
 * fields with the same token). */
function verifiedUser(context: GatewayContext, token: string): Promise<VerifiedToken | null> {
  const cached = context.verifiedTokens.get(token);
  if (cached) return cached;
  const verifying = verifyUserToken(context.services, token);
  context.verifiedTokens.set(token, verifying);
  return verifying;
}

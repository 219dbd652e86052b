import type { IdentityAdmin, VerifiedUser } from '../../shared/contracts';

export type Caller =
  { kind: 'guest' } | { kind: 'user'; user: VerifiedUser } | { kind: 'rejected' };

/**
 * Who is calling: a guest when no token is sent, the token's user when the pool accepts it, or
 * rejected (a stale session, spec 000 section 5) when it does not. Without a pool (tests that run
 * no identity provider) tokens cannot be checked and the caller is treated as a guest.
 */
export async function verifyCaller(
  accessToken: string | null,
  identity: IdentityAdmin | null,
): Promise<Caller> {
  if (!accessToken || !identity) return { kind: 'guest' };
  const user = await identity.verifyAccessToken(accessToken);
  return user ? { kind: 'user', user } : { kind: 'rejected' };
}

import type { DomainDetails } from '../../schemas/boot';
import { GUEST_USER_TYPE, type GatewaySession } from '../gateway/index';

/**
 * The gateway session of a visitor who has not signed in: the storefront's domain and its guest
 * account (spec 000 section 4: the user type defaults to AWSGuest). runtime/session replaces this
 * with the signed-in user's session.
 */
export function guestGatewaySession(domain: DomainDetails): GatewaySession {
  return {
    domain: domain.domain,
    accessToken: null,
    activeStorefront: {
      accountId: domain.guestAccountId,
      userType: GUEST_USER_TYPE,
      contactId: null,
    },
    indirectBuyerAccountId: null,
  };
}

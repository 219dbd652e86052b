import { GUEST_USER_TYPE } from '../../schemas/specConstants';

/** Who is looking at the page, as far as block visibility cares. */
export interface Viewer {
  isGuest: boolean;
}

/**
 * Spec 000 section 4: logged in means an access token exists, and the user type defaults to
 * AWSGuest. So a viewer is a guest without a token, or when their user group is AWSGuest (the
 * guest account of a guest-capable storefront).
 */
export function viewerFromSession(session: {
  hasAccessToken: boolean;
  userType?: string | null;
}): Viewer {
  return {
    isGuest: !session.hasAccessToken || (session.userType ?? GUEST_USER_TYPE) === GUEST_USER_TYPE,
  };
}

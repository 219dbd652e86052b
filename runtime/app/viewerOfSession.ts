import { viewerFromSession, type Viewer } from '../render/viewer';
import { isLoggedInState, type SessionState } from '../session/sessionState';

/**
 * Who looks at the page, for block visibility, from the app's session: the spec's rule
 * (`viewerFromSession`: a visitor with no access token, or whose user type is AWSGuest, is a
 * guest), so a signed-in member of a guest-capable storefront's AWSGuest group sees guest blocks.
 */
export function viewerOfSession(state: SessionState): Viewer {
  return viewerFromSession({
    hasAccessToken: isLoggedInState(state),
    userType: state.profile?.userType,
  });
}

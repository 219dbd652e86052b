import type { RenderedViewer } from '../../schemas/firstPage';
import { isLoggedInState, type SessionState } from '../session/sessionState';

/**
 * What of a session shows in a rendered page (the header's name, initials and account, the
 * account links of the user's group, visibility rules): the server writes it beside the markup
 * it rendered, and the client hydrates that markup only when its own session gives the same.
 * Null for a guest.
 */
export function renderedViewerOf(state: SessionState): RenderedViewer | null {
  if (!isLoggedInState(state) || !state.profile) return null;
  const profile = state.profile;
  return {
    username: profile.username,
    givenName: profile.given_name,
    familyName: profile.family_name,
    userType: profile.userType,
    accountId: state.account?.Id ?? null,
    accountName: state.account?.Name ?? null,
    indirectBuyerId: state.indirectBuyer?.CURRENT.Id ?? null,
  };
}

/** Whether a page rendered for `rendered` is what this session would render (null: a guest). */
export function sameViewer(
  rendered: RenderedViewer | null | undefined,
  own: RenderedViewer | null,
): boolean {
  if (!rendered || !own) return !rendered && !own;
  return (
    (Object.keys(rendered) as (keyof RenderedViewer)[]).every(
      (field) => rendered[field] === own[field],
    ) && Object.keys(own).length === Object.keys(rendered).length
  );
}

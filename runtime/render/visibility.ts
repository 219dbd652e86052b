import type { Viewer } from './viewer';

export type VisibilityDecision =
  { visible: boolean; warning?: undefined } | { visible: false; warning: string };

/**
 * Block visibility (spec 000 section 4): no value (absent, null, empty) or ALL shows the block to
 * everyone; GUEST only to guests; AUTHENTICATED or LOGGED IN only to non-guests. Any other value
 * hides the block and carries a warning for dev mode: hiding is the safe side for a typo, and
 * visibility is presentation, not security (the gateway decides what data a user gets).
 */
export function resolveVisibility(visibility: unknown, viewer: Viewer): VisibilityDecision {
  switch (visibility) {
    case undefined:
    case null:
    case '':
    case 'ALL':
      return { visible: true };
    case 'GUEST':
      return { visible: viewer.isGuest };
    case 'AUTHENTICATED':
    case 'LOGGED IN':
      return { visible: !viewer.isGuest };
    default:
      return {
        visible: false,
        warning: `unknown visibility ${JSON.stringify(visibility)}: the block is hidden (expected ALL, GUEST, AUTHENTICATED or LOGGED IN)`,
      };
  }
}

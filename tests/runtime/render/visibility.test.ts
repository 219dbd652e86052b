import { describe, expect, it } from 'vitest';
import { resolveVisibility } from '../../../runtime/render/visibility';
import { viewerFromSession } from '../../../runtime/render/viewer';

const guest = { isGuest: true };
const member = { isGuest: false };

describe('resolveVisibility (spec 000 section 4)', () => {
  it.each([
    ['absent', undefined, true, true],
    ['null', null, true, true],
    ['empty', '', true, true],
    ['ALL', 'ALL', true, true],
    ['GUEST', 'GUEST', true, false],
    ['AUTHENTICATED', 'AUTHENTICATED', false, true],
    ['LOGGED IN', 'LOGGED IN', false, true],
  ])('%s: guest %s, signed-in %s', (_label, visibility, toGuest, toMember) => {
    expect(resolveVisibility(visibility, guest)).toEqual({ visible: toGuest });
    expect(resolveVisibility(visibility, member)).toEqual({ visible: toMember });
  });

  it.each([['guest'], ['all'], ['Logged In'], ['ADMIN'], [3]])(
    'an unknown value (%j) hides the block from everyone, with a warning',
    (visibility) => {
      for (const viewer of [guest, member]) {
        const decision = resolveVisibility(visibility, viewer);
        expect(decision.visible).toBe(false);
        expect(decision.warning).toContain(JSON.stringify(visibility));
      }
    },
  );
});

describe('viewerFromSession', () => {
  it.each([
    [{ hasAccessToken: false }, true],
    [{ hasAccessToken: false, userType: 'AWSPortalUser' }, true],
    [{ hasAccessToken: true }, true],
    [{ hasAccessToken: true, userType: 'AWSGuest' }, true],
    [{ hasAccessToken: true, userType: 'AWSPortalUser' }, false],
    [{ hasAccessToken: true, userType: 'AWSManager' }, false],
  ])('%j is a guest: %s', (session, isGuest) => {
    expect(viewerFromSession(session)).toEqual({ isGuest });
  });
});

// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { viewerOfSession } from '../../../runtime/app/viewerOfSession';
import { SIGNED_OUT, type SessionState } from '../../../runtime/session/sessionState';
import type { UserProfile } from '../../../runtime/session/userProfile';

const profile = (userType: string): UserProfile => ({
  username: 'sam',
  given_name: 'Sam',
  family_name: 'Lee',
  email: 'sam@example.com',
  userType,
  'custom:salesforceAccountId': 'ACC-1',
  'custom:salesforceContactId': 'CON-1',
  'custom:salesforceOrgId': null,
  'custom:local': null,
  locale: 'en-US',
});

const signedIn = (userType: string): SessionState => ({
  ...SIGNED_OUT,
  token: { access_token: 'token', expires_in: 3600 },
  profile: profile(userType),
});

describe('the viewer the shell gives block visibility (spec 000 section 4)', () => {
  it('is a guest without an access token', () => {
    expect(viewerOfSession(SIGNED_OUT)).toEqual({ isGuest: true });
  });

  it('is signed in with a token and a member user type', () => {
    expect(viewerOfSession(signedIn('AWSManager'))).toEqual({ isGuest: false });
  });

  it('is a guest when signed in as a member of AWSGuest (a guest-capable storefront)', () => {
    expect(viewerOfSession(signedIn('AWSGuest'))).toEqual({ isGuest: true });
  });
});

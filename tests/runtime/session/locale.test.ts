import { describe, expect, it } from 'vitest';
import { localeFromAttribute } from '../../../runtime/session/locale';
import { displayName, profileFromClaims } from '../../../runtime/session/userProfile';

describe('locale from custom:local (spec 000 section 3)', () => {
  it('turns underscores into dashes', () => {
    expect(localeFromAttribute('de_DE')).toBe('de-DE');
    expect(localeFromAttribute('en_GB')).toBe('en-GB');
  });
  it('defaults to en-US when missing or unusable', () => {
    expect(localeFromAttribute(undefined)).toBe('en-US');
    expect(localeFromAttribute('')).toBe('en-US');
    expect(localeFromAttribute('not a locale!')).toBe('en-US');
  });
  it('gives a locale Intl accepts', () => {
    const locale = localeFromAttribute('fr_FR');
    expect(new Intl.NumberFormat(locale).format(1234.5)).toBe('1\u202f234,5');
  });
});

describe('profile from ID token claims', () => {
  it('reads the spec fields and the locale', () => {
    const profile = profileFromClaims(
      {
        'cognito:username': 'tom.totp',
        given_name: 'Tomasz',
        family_name: 'Nowak',
        email: 't@example.test',
        'custom:salesforceAccountId': '001A',
        'custom:salesforceContactId': '003C',
        'custom:salesforceOrgId': '00D',
        'custom:local': 'de_DE',
      },
      'fallback',
      'AWSManager',
    );
    expect(profile).toEqual({
      username: 'tom.totp',
      given_name: 'Tomasz',
      family_name: 'Nowak',
      email: 't@example.test',
      userType: 'AWSManager',
      'custom:salesforceAccountId': '001A',
      'custom:salesforceContactId': '003C',
      'custom:salesforceOrgId': '00D',
      'custom:local': 'de_DE',
      // No currency chosen on the profile page: the account's.
      'custom:currency': null,
      locale: 'de-DE',
    });
    expect(displayName(profile)).toBe('Tomasz Nowak');
  });
  it('falls back to the username when there is no name', () => {
    const profile = profileFromClaims({}, 'zoe', 'AWSGuest');
    expect(displayName(profile)).toBe('zoe');
    expect(profile.locale).toBe('en-US');
  });
});

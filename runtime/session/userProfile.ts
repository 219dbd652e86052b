import { localeFromAttribute } from './locale';

/** Spec 000 section 3 "User profile", plus the locale ready for Intl. */
export interface UserProfile {
  username: string;
  given_name: string;
  family_name: string;
  email: string;
  userType: string;
  'custom:salesforceAccountId': string | null;
  'custom:salesforceContactId': string | null;
  'custom:salesforceOrgId': string | null;
  'custom:local': string | null;
  /** The user's currency for prices (the profile page's choice); null: the account's. */
  'custom:currency'?: string | null;
  /** `custom:local` as a BCP 47 tag (en-US when absent). */
  locale: string;
}

type Claims = Readonly<Record<string, unknown>>;

const text = (claims: Claims, name: string): string | null => {
  const value = claims[name];
  return typeof value === 'string' && value !== '' ? value : null;
};

/** The profile from ID token claims or user attributes (both use the same names). */
export function profileFromClaims(claims: Claims, username: string, userType: string): UserProfile {
  return {
    username: text(claims, 'cognito:username') ?? username,
    given_name: text(claims, 'given_name') ?? '',
    family_name: text(claims, 'family_name') ?? '',
    email: text(claims, 'email') ?? '',
    userType,
    'custom:salesforceAccountId': text(claims, 'custom:salesforceAccountId'),
    'custom:salesforceContactId': text(claims, 'custom:salesforceContactId'),
    'custom:salesforceOrgId': text(claims, 'custom:salesforceOrgId'),
    'custom:local': text(claims, 'custom:local'),
    'custom:currency': text(claims, 'custom:currency'),
    locale: localeFromAttribute(claims['custom:local']),
  };
}

/** What the header greets the user with: the full name, else the username. */
export function displayName(profile: UserProfile): string {
  const name = `${profile.given_name} ${profile.family_name}`.trim();
  return name || profile.username;
}

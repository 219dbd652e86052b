/**
 * The demo world's fixed identifiers, shared by the database seed, the local identity provider
 * and the tests. Everything here is local-only and documented in the README; production values
 * come from the real storefront records and user pool.
 */

export const DEMO_REGION = 'us-east-1';
export const DEMO_USER_POOL_ID = 'us-east-1_CellarisDemo';

export const DEMO_ORGANIZATION = {
  id: 'org-cellaris',
  salesforceOrgId: '00D5e000000CeLLAR1',
  name: 'Cellaris Biosciences',
} as const;

export type DemoStorefrontKey = 'guest' | 'portal' | 'sso';

export interface DemoStorefront {
  storefrontId: string;
  storefrontName: string;
  domain: string;
  clientId: string;
  clientName: string;
  /** Present only on guest-capable storefronts (spec 000 section 1). */
  guestAccountId: string | null;
}

export const DEMO_STOREFRONTS: Record<DemoStorefrontKey, DemoStorefront> = {
  guest: {
    storefrontId: 'sf-cellaris-shop',
    storefrontName: 'Cellaris Shop',
    domain: 'guest.localhost',
    clientId: '4d7cellarisguestclient0001',
    clientName: 'cellaris-shop',
    guestAccountId: '001Dn00000GuestAcc',
  },
  portal: {
    storefrontId: 'sf-cellaris-portal',
    storefrontName: 'Cellaris Customer Portal',
    domain: 'portal.localhost',
    clientId: '4d7cellarisportalclient002',
    clientName: 'cellaris-portal',
    guestAccountId: null,
  },
  sso: {
    storefrontId: 'sf-cellaris-sso',
    storefrontName: 'Cellaris Partner Portal',
    domain: 'sso.localhost',
    clientId: '4d7cellarisssoclient000003',
    clientName: 'oidc-cellaris-partners',
    guestAccountId: null,
  },
};

/** The legacy brand site whose old paths are 301-redirected (spec 000 section 2). */
export const LEGACY_HOST = 'legacy.localhost';

export const DEMO_ACCOUNTS = {
  /** The customer account most demo users belong to. */
  main: { id: '001Dn00000NorthLab', name: 'Northgate Research Laboratories' },
  /** A related account the manager can switch to. */
  related: { id: '001Dn00000NgClinic', name: 'Northgate Clinical Genomics' },
  /** An indirect-buyer account (bought through a distributor). */
  indirectBuyer: { id: '001Dn00000IbHospit', name: 'St. Aldric University Hospital' },
  /** The distributor that relates the indirect buyer. */
  distributor: { id: '001Dn00000Distrib1', name: 'BioSupply Distribution GmbH' },
  sso: { id: '001Dn00000PartnerX', name: 'Helixa Partner Labs' },
} as const;

export type DemoGroup = 'AWSManager' | 'AWSPortalUser' | 'AWSAdmin' | 'AWSGuest';

/** How the user's sign-in goes: the paths the sign-in screens must cover. */
export type DemoSignInPath =
  'password' | 'sms-mfa' | 'totp-mfa' | 'new-password-required' | 'unconfirmed' | 'disabled';

export interface DemoUser {
  username: string;
  password: string;
  group: DemoGroup;
  givenName: string;
  familyName: string;
  email: string;
  phoneNumber?: string;
  locale: string;
  accountId: string;
  contactId: string;
  signInPath: DemoSignInPath;
}

/** One password for every demo user keeps the README short; it satisfies the pool's policy. */
export const DEMO_PASSWORD = 'Cellaris-demo-2026!';

/** Fixed one-time codes of the local pool (SMS MFA, sign-up confirmation, password reset). */
export const DEMO_FIXED_CODE = '123456';

/** Base32 TOTP secret of the authenticator-app demo user, so tests can compute valid codes. */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

const user = (u: Omit<DemoUser, 'password' | 'locale'> & { locale?: string }): DemoUser => ({
  password: DEMO_PASSWORD,
  locale: 'en_US',
  ...u,
});

export const DEMO_USERS: DemoUser[] = [
  user({
    username: 'maria.manager',
    group: 'AWSManager',
    givenName: 'Maria',
    familyName: 'Keller',
    email: 'maria.keller@northgate-labs.test',
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: '003Dn00000MariaKel',
    signInPath: 'password',
  }),
  user({
    username: 'paul.portal',
    group: 'AWSPortalUser',
    givenName: 'Paul',
    familyName: 'Okafor',
    email: 'paul.okafor@northgate-labs.test',
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: '003Dn00000PaulOkaf',
    signInPath: 'password',
    locale: 'en_GB',
  }),
  user({
    username: 'ada.admin',
    group: 'AWSAdmin',
    givenName: 'Ada',
    familyName: 'Lindqvist',
    email: 'ada.lindqvist@cellaris.test',
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: '003Dn00000AdaLindq',
    signInPath: 'password',
  }),
  user({
    username: 'gus.guest',
    group: 'AWSGuest',
    givenName: 'Gus',
    familyName: 'Moreau',
    email: 'gus.moreau@example.test',
    accountId: DEMO_STOREFRONTS.guest.guestAccountId ?? '',
    contactId: '003Dn00000GusMorea',
    signInPath: 'password',
    locale: 'fr_FR',
  }),
  user({
    username: 'sam.sms',
    group: 'AWSPortalUser',
    givenName: 'Samira',
    familyName: 'Haddad',
    email: 'samira.haddad@northgate-labs.test',
    phoneNumber: '+15555550123',
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: '003Dn00000SamiraHa',
    signInPath: 'sms-mfa',
  }),
  user({
    username: 'tom.totp',
    group: 'AWSManager',
    givenName: 'Tomasz',
    familyName: 'Nowak',
    email: 'tomasz.nowak@northgate-labs.test',
    accountId: DEMO_ACCOUNTS.related.id,
    contactId: '003Dn00000TomaszNo',
    signInPath: 'totp-mfa',
    locale: 'de_DE',
  }),
  user({
    username: 'nina.newpass',
    group: 'AWSPortalUser',
    givenName: 'Nina',
    familyName: 'Petrova',
    email: 'nina.petrova@northgate-labs.test',
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: '003Dn00000NinaPetr',
    signInPath: 'new-password-required',
  }),
  user({
    username: 'uma.unconfirmed',
    group: 'AWSPortalUser',
    givenName: 'Uma',
    familyName: 'Reddy',
    email: 'uma.reddy@northgate-labs.test',
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: '003Dn00000UmaReddy',
    signInPath: 'unconfirmed',
  }),
  user({
    username: 'dan.disabled',
    group: 'AWSPortalUser',
    givenName: 'Daniel',
    familyName: 'Brooks',
    email: 'daniel.brooks@northgate-labs.test',
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: '003Dn00000DanielBr',
    signInPath: 'disabled',
  }),
  user({
    username: 'ivy.indirect',
    group: 'AWSManager',
    givenName: 'Ivy',
    familyName: 'Chen',
    email: 'ivy.chen@biosupply.test',
    accountId: DEMO_ACCOUNTS.distributor.id,
    contactId: '003Dn00000IvyChen1',
    signInPath: 'password',
  }),
  user({
    username: 'sophie.sso',
    group: 'AWSPortalUser',
    givenName: 'Sophie',
    familyName: 'Laurent',
    email: 'sophie.laurent@helixa-partners.test',
    accountId: DEMO_ACCOUNTS.sso.id,
    contactId: '003Dn00000SophieLa',
    signInPath: 'password',
    locale: 'fr_FR',
  }),
];

/**
 * The main account's lab staff: portal users enough that the manager's user list pages (spec 001
 * section 9: 20 a page). Plain password users; contact ids `003Dn00000Staff` + two digits.
 */
const LAB_STAFF_NAMES: readonly (readonly [string, string])[] = [
  ['Aaron', 'Baptiste'],
  ['Beatrix', 'Colville'],
  ['Carlos', 'Mendes'],
  ['Dalia', 'Farouk'],
  ['Elias', 'Gruber'],
  ['Farah', 'Nasser'],
  ['Gianni', 'Russo'],
  ['Hana', 'Sato'],
  ['Ismael', 'Ortega'],
  ['Jonas', 'Weber'],
  ['Kira', 'Ivanova'],
  ['Lars', 'Eriksen'],
  ['Mei', 'Tanaka'],
  ['Noor', 'Rahman'],
  ['Oskar', 'Lind'],
  ['Priya', 'Nair'],
  ['Quentin', 'Morel'],
  ['Rosa', 'Delgado'],
  ['Stefan', 'Novak'],
  ['Talia', 'Cohen'],
  ['Umar', 'Siddiqui'],
  ['Vera', 'Horvat'],
];

export const DEMO_LAB_STAFF: DemoUser[] = LAB_STAFF_NAMES.map(([givenName, familyName], index) =>
  user({
    username: `${givenName.toLowerCase()}.${familyName.toLowerCase()}`,
    group: 'AWSPortalUser',
    givenName,
    familyName,
    email: `${givenName.toLowerCase()}.${familyName.toLowerCase()}@northgate-labs.test`,
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: `003Dn00000Staff${String(index + 1).padStart(3, '0')}`,
    signInPath: 'password',
  }),
);

DEMO_USERS.push(...DEMO_LAB_STAFF);

/** The local gateway's API key unless GATEWAY_API_KEY says otherwise. */
export const DEFAULT_GATEWAY_API_KEY = 'local-dev-api-key';

/**
 * The partner portal's manager (single sign-on storefront): manages Helixa Partner Labs' users,
 * where the identity provider owns activation and passwords (spec 001 section 5). Appended after
 * the lab staff so every earlier user's seeded records stay as they were.
 */
export const DEMO_SSO_MANAGER: DemoUser = user({
  username: 'hugo.sso',
  group: 'AWSManager',
  givenName: 'Hugo',
  familyName: 'Moreau',
  email: 'hugo.moreau@helixa-partners.test',
  accountId: DEMO_ACCOUNTS.sso.id,
  contactId: '003Dn00000HugoMore',
  signInPath: 'password',
  locale: 'fr_FR',
});

DEMO_USERS.push(DEMO_SSO_MANAGER);

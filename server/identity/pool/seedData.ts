import { USER_POOL_AWS_DEFAULTS } from 'cognito-local/lib/services/cognitoService.js';
import {
  DEMO_FIXED_CODE,
  DEMO_ORGANIZATION,
  DEMO_STOREFRONTS,
  DEMO_TOTP_SECRET,
  DEMO_USER_POOL_ID,
  DEMO_USERS,
  type DemoUser,
} from '../../shared/demo';
import { demoSub } from './demoSub';

/**
 * The contents of cognito-local's database files for the demo pool, built from `DEMO_USERS` and
 * `DEMO_STOREFRONTS`. Pure and deterministic (fixed dates, derived `sub`s), so a reset always
 * yields byte-identical files. The shapes follow cognito-local's stored records (its
 * `userPoolService` User/Group and `appClient` AppClient); dates are ISO strings because its
 * store revives every `*Date` key.
 */

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

interface Attribute {
  Name: string;
  Value: string;
}

export interface SeedUser {
  Username: string;
  Password: string;
  Attributes: Attribute[];
  Enabled: boolean;
  UserStatus: 'CONFIRMED' | 'UNCONFIRMED' | 'FORCE_CHANGE_PASSWORD';
  UserCreateDate: string;
  UserLastModifiedDate: string;
  RefreshTokens: string[];
  MFAOptions?: { DeliveryMedium: 'SMS'; AttributeName: 'phone_number' }[];
  UserMFASettingList?: string[];
  PreferredMfaSetting?: string;
  SoftwareTokenMfaConfiguration?: {
    Secret: string;
    Verified: boolean;
    FriendlyDeviceName?: string;
  };
  ConfirmationCode?: string;
}

interface SeedGroup {
  GroupName: string;
  Description: string;
  Precedence: number;
  CreationDate: string;
  LastModifiedDate: string;
  members: string[];
}

/** The custom attributes every storefront user carries (spec 000 section 3 "User profile"). */
export const CUSTOM_ATTRIBUTES = [
  'custom:salesforceAccountId',
  'custom:salesforceContactId',
  'custom:salesforceOrgId',
  'custom:local',
  // The user's currency for formatting money (the profile page's choice; empty: the account's).
  'custom:currency',
] as const;

const GROUP_PRECEDENCE: Record<DemoUser['group'], number> = {
  AWSAdmin: 1,
  AWSManager: 2,
  AWSPortalUser: 3,
  AWSGuest: 4,
};

function userAttributes(u: DemoUser): Attribute[] {
  const attributes: Record<string, string> = {
    sub: demoSub(u.username),
    given_name: u.givenName,
    family_name: u.familyName,
    email: u.email,
    email_verified: 'true',
    'custom:salesforceAccountId': u.accountId,
    'custom:salesforceContactId': u.contactId,
    'custom:salesforceOrgId': DEMO_ORGANIZATION.salesforceOrgId,
    'custom:local': u.locale,
  };
  if (u.phoneNumber) {
    attributes.phone_number = u.phoneNumber;
    attributes.phone_number_verified = 'true';
  }
  return Object.entries(attributes)
    .map(([Name, Value]) => ({ Name, Value }))
    .sort((a, b) => a.Name.localeCompare(b.Name));
}

/** The record fields that put a user on their sign-in path. */
function signInPathFields(u: DemoUser): Partial<SeedUser> {
  switch (u.signInPath) {
    case 'password':
      return {};
    case 'sms-mfa':
      // cognito-local only sends an SMS challenge for users with the legacy MFAOptions entry.
      return {
        MFAOptions: [{ DeliveryMedium: 'SMS', AttributeName: 'phone_number' }],
        UserMFASettingList: ['SMS_MFA'],
        PreferredMfaSetting: 'SMS_MFA',
      };
    case 'totp-mfa':
      return {
        UserMFASettingList: ['SOFTWARE_TOKEN_MFA'],
        PreferredMfaSetting: 'SOFTWARE_TOKEN_MFA',
        SoftwareTokenMfaConfiguration: {
          Secret: DEMO_TOTP_SECRET,
          Verified: true,
          FriendlyDeviceName: 'Authenticator app',
        },
      };
    case 'new-password-required':
      return { UserStatus: 'FORCE_CHANGE_PASSWORD' };
    case 'unconfirmed':
      // The code ConfirmSignUp expects; ResendConfirmationCode keeps it (codes are fixed locally).
      return { UserStatus: 'UNCONFIRMED', ConfirmationCode: DEMO_FIXED_CODE };
    case 'disabled':
      return { Enabled: false };
  }
}

export function seedUser(u: DemoUser): SeedUser {
  return {
    Username: u.username,
    Password: u.password,
    Attributes: userAttributes(u),
    Enabled: true,
    UserStatus: 'CONFIRMED',
    UserCreateDate: SEEDED_AT,
    UserLastModifiedDate: SEEDED_AT,
    RefreshTokens: [],
    ...signInPathFields(u),
  };
}

function seedGroups(): Record<string, SeedGroup> {
  const groups: Record<string, SeedGroup> = {};
  for (const name of Object.keys(GROUP_PRECEDENCE) as DemoUser['group'][]) {
    groups[name] = {
      GroupName: name,
      Description: `Demo storefront users of type ${name}`,
      Precedence: GROUP_PRECEDENCE[name],
      CreationDate: SEEDED_AT,
      LastModifiedDate: SEEDED_AT,
      members: DEMO_USERS.filter((u) => u.group === name).map((u) => u.username),
    };
  }
  return groups;
}

const customAttributeSchema = CUSTOM_ATTRIBUTES.map((Name) => ({
  Name,
  AttributeDataType: 'String',
  DeveloperOnlyAttribute: false,
  Mutable: true,
  Required: false,
  StringAttributeConstraints: { MinLength: '0', MaxLength: '2048' },
}));

export function poolDatabase() {
  return {
    Users: Object.fromEntries(DEMO_USERS.map((u) => [u.username, seedUser(u)])),
    Groups: seedGroups(),
    Options: {
      ...USER_POOL_AWS_DEFAULTS,
      SchemaAttributes: [
        ...(USER_POOL_AWS_DEFAULTS.SchemaAttributes ?? []),
        ...customAttributeSchema,
      ],
      Id: DEMO_USER_POOL_ID,
      Name: 'Cellaris demo pool',
      // Plain usernames (not email aliases), as the storefront users sign in with usernames.
      UsernameAttributes: [],
      // OPTIONAL: only the users seeded with an MFA setting get a second factor.
      MfaConfiguration: 'OPTIONAL',
      AutoVerifiedAttributes: ['email'],
      CreationDate: SEEDED_AT,
      LastModifiedDate: SEEDED_AT,
    },
  };
}

export function clientsDatabase() {
  const clients = Object.values(DEMO_STOREFRONTS).map((s) => ({
    UserPoolId: DEMO_USER_POOL_ID,
    ClientName: s.clientName,
    ClientId: s.clientId,
    // Public SPA clients: no secret, password and refresh flows only (cognito-local has no SRP).
    ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
    // Cognito's defaults for a new app client: 60-minute access/ID tokens, 30-day refresh tokens.
    AccessTokenValidity: 60,
    IdTokenValidity: 60,
    RefreshTokenValidity: 30,
    TokenValidityUnits: { AccessToken: 'minutes', IdToken: 'minutes', RefreshToken: 'days' },
    PreventUserExistenceErrors: 'ENABLED',
    EnableTokenRevocation: true,
    CreationDate: SEEDED_AT,
    LastModifiedDate: SEEDED_AT,
  }));
  return { Clients: Object.fromEntries(clients.map((c) => [c.ClientId, c])) };
}

/** cognito-local's own configuration (read once at its start). */
export function cognitoLocalConfig(issuerDomain: string) {
  return {
    UserPoolDefaults: { UsernameAttributes: [] },
    TriggerFunctions: {},
    TokenConfig: { IssuerDomain: issuerDomain },
  };
}

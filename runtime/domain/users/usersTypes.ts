/**
 * A portal user as the gateway's identity actions answer (spec 001 section 3 "Portal user"):
 * the pool's username, enabled flag, UserStatus, creation date, attributes by their pool names and
 * groups (the role).
 */
export interface PortalUser {
  username: string;
  enabled: boolean;
  /** UNCONFIRMED, CONFIRMED, EXTERNAL_PROVIDER, UNKNOWN, RESET_REQUIRED or FORCE_CHANGE_PASSWORD. */
  userStatus: string;
  /** ISO date, or null when the pool gave none. */
  createdAt: string | null;
  /** given_name, family_name, email, custom:local, custom:currency, custom:salesforceContactId... */
  attributes: Readonly<Record<string, string>>;
  /** Group names; the first is the user's type. Empty when not read. */
  groups: readonly string[];
}

/** One page of listUsers (limit 20): nextToken is null on the last page. */
export interface PortalUserPage {
  users: PortalUser[];
  nextToken: string | null;
}

/** The status a user is shown with (spec 001 section 4 "User status shown"). */
export type ShownStatus = 'Invited' | 'Active' | 'Inactive' | 'Unknown';

/** The role groups a manager gives (spec 001 section 6); AWSAdmin is shown, never given. */
export type AssignableGroup = 'AWSManager' | 'AWSPortalUser';

/** The status tabs of the manage-users page (spec 001 section 2). */
export type StatusTab = 'All Users' | 'Inactive' | 'Active';
/** The role tabs of the manage-users page (spec 001 section 2). */
export type RoleTab = 'All Roles' | 'Manager' | 'Users';

/** What the list asks for: the tabs, the given-name search and the page's token. */
export interface UserListQuery {
  status: StatusTab;
  role: RoleTab;
  givenName: string;
  nextToken: string | null;
}

/** The user modal's fields (create and edit). */
export interface UserFormValues {
  givenName: string;
  familyName: string;
  email: string;
  /** `en_US` style, as `custom:local` stores it. */
  locale: string;
  /** ISO 4217, e.g. USD. */
  currency: string;
  group: AssignableGroup;
}

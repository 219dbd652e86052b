import type { ActionResult, Db, IdentityAdmin, UserCaller } from '../../shared/contracts';
import type { DataFields } from '../actions/dataFields';
import { stringField } from '../actions/dataFields';
import { forbiddenResult } from '../caller/callerRefusals';
import { userAttributesFromData } from './userAttributesFromData';
import { attributeRecord } from './userSummary';
import { singleSignOnProvider } from '../../shared/singleSignOn';

export const MANAGER_GROUP = 'AWSManager';

/** The roles a manager may give (spec 001 section 6: Manager and User); never Admin or Guest. */
export const ASSIGNABLE_GROUPS: ReadonlySet<string> = new Set(['AWSManager', 'AWSPortalUser']);

/** What any signed-in user may do to their own user: read it and its groups (its user type). */
const SELF_ACTIONS: ReadonlySet<string> = new Set(['getUser', 'listUserGroups']);

/** The attributes a manager may set; the account and contact only to their own account's. */
const MANAGED_ATTRIBUTES: ReadonlySet<string> = new Set([
  'email',
  'given_name',
  'family_name',
  'phone_number',
  'custom:local',
  'custom:currency',
  'custom:salesforceAccountId',
  'custom:salesforceContactId',
]);

/** Account users (not guests) who may read their own account's user list without managing it. */
const LIST_READERS: ReadonlySet<string> = new Set(['AWSPortalUser', 'AWSAdmin']);

/**
 * Spec 001 section 6: "An SSO domain disables activate, deactivate and reset password": on a
 * single sign-on storefront the identity provider owns whether a user may sign in and their
 * password, so the gateway refuses these whatever the screen shows.
 */
const IDENTITY_PROVIDER_ACTIONS: ReadonlySet<string> = new Set([
  'activate',
  'deactivate',
  'resetPassword',
]);

/** Identity actions that name no user: they act on the manager's own account. */
const ACCOUNT_ACTIONS: ReadonlySet<string> = new Set(['list', 'listUsers', 'createUser']);

export type IdentityDecision =
  { ok: true; data: DataFields; accountScope: string | null } | { ok: false; result: ActionResult };

const refuse = (reason: string): IdentityDecision => ({
  ok: false,
  result: forbiddenResult(reason),
});

/**
 * Spec 001 sections 5 and 6 as the gateway's rule: a signed-in user may read their own user and
 * groups; everything else (listing, creating, editing, role changes, activation, password resets)
 * is a manager's, on users of the manager's own account in the storefront's pool, never on the
 * manager's own row. AWSAdmin has no user actions ("not shown beyond the name"; "non-managers get
 * no user actions"). Returns the data to run the action with (the account pinned to the manager's)
 * and, for `listUsers`, the account the list is limited to.
 */
export async function authorizeIdentityAction(
  caller: UserCaller,
  action: string,
  data: DataFields,
  target: string | null,
  services: { identity: IdentityAdmin; db: Db },
): Promise<IdentityDecision> {
  const { identity, db } = services;
  if (caller.userPoolId !== identity.userPoolId)
    return refuse("this storefront's users are in another user pool.");
  const isSelf = target !== null && target.toLowerCase() === caller.username.toLowerCase();
  if (SELF_ACTIONS.has(action) && isSelf) return { ok: true, data, accountScope: null };
  // Spec 001 section 6: non-managers get no user actions, but see their account's user list (read
  // only, their own account's users and nothing else).
  if (action === 'listUsers' && LIST_READERS.has(caller.userType) && caller.accountId)
    return { ok: true, data, accountScope: caller.accountId };
  if (caller.userType !== MANAGER_GROUP || !caller.accountId)
    return refuse('only a manager may manage users.');
  const accountId = caller.accountId;
  if (IDENTITY_PROVIDER_ACTIONS.has(action) && (await isSingleSignOnStorefront(db, caller)))
    return refuse(
      'on a single sign-on storefront users are activated, deactivated and reset at the identity provider.',
    );

  if (ACCOUNT_ACTIONS.has(action)) {
    if (action === 'list') return { ok: true, data: { ...data, accountId }, accountScope: null };
    if (action === 'listUsers') return { ok: true, data, accountScope: accountId };
  } else {
    if (!target) return { ok: true, data, accountScope: null }; // the action answers 400
    if (isSelf) return refuse('your own user gets no user actions.');
    if (!(await isUserOfAccount(identity, target, accountId)))
      return refuse(`no user ${target} in your account.`);
  }

  const group = stringField(data, 'group') ?? stringField(data, 'groupName');
  if (group && !ASSIGNABLE_GROUPS.has(group))
    return refuse(`a manager may give the roles Manager and User only, not ${group}.`);
  if (action === 'resetPassword' && stringField(data, 'password'))
    return refuse('a manager cannot choose a password; the user is sent a reset code.');
  const attributes = userAttributesFromData(data);
  for (const { Name, Value } of attributes) {
    if (!MANAGED_ATTRIBUTES.has(Name)) return refuse(`a manager cannot set ${Name}.`);
    if (Name === 'custom:salesforceAccountId' && Value !== accountId)
      return refuse('users can be placed in your own account only.');
    if (Name === 'custom:salesforceContactId' && !(await isContactOfAccount(db, Value, accountId)))
      return refuse(`contact ${Value} is not in your account.`);
  }
  if (action === 'createUser') {
    if (!attributes.some((a) => a.Name === 'custom:salesforceContactId'))
      return refuse('a new user needs a contact of your account (data.contactId).');
    return { ok: true, data: { ...data, accountId }, accountScope: null };
  }
  return { ok: true, data, accountScope: null };
}

async function isUserOfAccount(
  identity: IdentityAdmin,
  username: string,
  accountId: string,
): Promise<boolean> {
  try {
    const user = await identity.call('AdminGetUser', {
      UserPoolId: identity.userPoolId,
      Username: username,
    });
    return attributeRecord(user.UserAttributes)['custom:salesforceAccountId'] === accountId;
  } catch {
    // A user that does not exist is refused like another account's: nothing tells them apart.
    return false;
  }
}

async function isContactOfAccount(db: Db, contactId: string, accountId: string): Promise<boolean> {
  const [row] = await db.query('SELECT 1 FROM contacts WHERE id = $1 AND account_id = $2', [
    contactId,
    accountId,
  ]);
  return Boolean(row);
}

async function isSingleSignOnStorefront(db: Db, caller: UserCaller): Promise<boolean> {
  const [row] = await db.query('SELECT client_name FROM storefronts WHERE storefront_id = $1', [
    caller.storefrontId,
  ]);
  return singleSignOnProvider(String(row?.client_name ?? '')) !== null;
}

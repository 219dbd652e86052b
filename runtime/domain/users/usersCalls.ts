import { cognitoActions, makeCall, type GatewayConnection } from '../../gateway/index';
import { codeDelivery } from './userActionRules';
import { groupOfRoleTab, poolStatusOfTab, USER_PAGE_LIMIT } from './userStatusRules';
import type { PortalUser, PortalUserPage, UserFormValues, UserListQuery } from './usersTypes';

/*
 * The identity user calls (spec 001 section 7 "Identity user calls") and the CRM's user sync, each
 * a plain function of the gateway connection. Identity actions go through cognitoActions with the
 * signed-in user's token; the gateway decides who may do what (identityPolicy.ts).
 */

/** Spec 001 section 8 success messages, exactly. */
export const USER_MESSAGES = {
  created: 'User created successfully.',
  updated: 'User updated successfully.',
  activated: 'User activated successfully.',
  deactivated: 'User deactivated successfully.',
  roleUpdated: 'User role updated successfully.',
  passwordUpdated: 'Password updated successfully.',
  codeResent: 'Code resent successfully.',
} as const;

/** Spec 001 section 5: "Create user aborts if the CRM returns no contact id." */
export const NO_CONTACT_MESSAGE =
  'The user was not created: the CRM returned no contact for this person. Check the name and email and try again, or ask your account team.';

/** The create flow stopped before the user existed in the pool (nothing to undo). */
export class NoContactError extends Error {
  constructor() {
    super(NO_CONTACT_MESSAGE);
    this.name = 'NoContactError';
  }
}

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** A user of an identity action's answer, or null when it is not one. */
export function asPortalUser(value: unknown): PortalUser | null {
  const user = record(value);
  if (typeof user.username !== 'string' || user.username === '') return null;
  const attributes: Record<string, string> = {};
  for (const [name, text] of Object.entries(record(user.attributes)))
    if (typeof text === 'string') attributes[name] = text;
  return {
    username: user.username,
    enabled: user.enabled !== false,
    userStatus: typeof user.userStatus === 'string' ? user.userStatus : 'UNKNOWN',
    createdAt: typeof user.createdAt === 'string' ? user.createdAt : null,
    attributes,
    groups: Array.isArray(user.groups)
      ? user.groups.filter((g): g is string => typeof g === 'string')
      : [],
  };
}

/**
 * One page of listUsers (limit 20): the status tab's enabled filter, the role tab's group and the
 * given-name search go to the gateway; nextToken pages on.
 */
export async function listUserPage(
  connection: GatewayConnection,
  query: UserListQuery,
  signal?: AbortSignal,
): Promise<PortalUserPage> {
  const status = poolStatusOfTab(query.status);
  const group = groupOfRoleTab(query.role);
  const givenName = query.givenName.trim();
  const content = record(
    await cognitoActions(
      connection,
      {
        action: 'listUsers',
        data: {
          limit: USER_PAGE_LIMIT,
          ...(query.nextToken ? { nextToken: query.nextToken } : {}),
          ...(givenName ? { givenName } : {}),
          ...(status ? { status } : {}),
          ...(group ? { group } : {}),
        },
      },
      { signal },
    ),
  );
  const users = Array.isArray(content.users)
    ? content.users.flatMap((u) => asPortalUser(u) ?? [])
    : [];
  return {
    users,
    nextToken:
      typeof content.nextToken === 'string' && content.nextToken ? content.nextToken : null,
  };
}

const messageOf = (content: unknown, fallback: string): string => {
  const message = record(content).message;
  return typeof message === 'string' && message ? message : fallback;
};

function identityAction(
  connection: GatewayConnection,
  action: string,
  username: string | undefined,
  data: Record<string, unknown> = {},
): Promise<unknown> {
  return cognitoActions(connection, { action, data, ...(username ? { username } : {}) });
}

/** The CRM's user sync after activation or deactivation (spec 001 section 7 "User sync"). */
async function syncContact(
  connection: GatewayConnection,
  type: 'userActivatedInAWS' | 'userDeactivatedInAWS',
  contactId: string | undefined,
): Promise<void> {
  if (!contactId) return;
  await makeCall(connection, {
    base: 'ecommerce',
    type,
    method: 'POST',
    query: { cid: contactId },
  });
}

/** Links the contact to its pool user (updateContactInSF: cid, awsUserId). */
async function linkContact(
  connection: GatewayConnection,
  contactId: string,
  awsUserId: string,
): Promise<void> {
  await makeCall(connection, {
    base: 'ecommerce',
    type: 'updateContactInSF',
    method: 'POST',
    query: { cid: contactId },
    payload: { cid: contactId, awsUserId },
  });
}

const contactOf = (user: PortalUser): string | undefined =>
  user.attributes['custom:salesforceContactId'] || undefined;

/** The pool user id the CRM keeps: the user's `sub`, else their username. */
const awsUserIdOf = (user: PortalUser | null, username: string): string =>
  user?.attributes.sub || user?.username || username;

/**
 * Create user (spec 001 sections 4, 5, 7): contactInSF first (accId, fn, ln, email); without a
 * contact id nothing is created (NoContactError). Then createUser with the contact, addToGroup,
 * and updateContactInSF (cid, awsUserId). Answers the spec's message.
 */
export async function createPortalUser(
  connection: GatewayConnection,
  values: UserFormValues,
): Promise<string> {
  const accountId = connection.session().activeStorefront.accountId;
  const email = values.email.trim();
  const contact = record(
    await makeCall(connection, {
      base: 'ecommerce',
      type: 'contactInSF',
      method: 'POST',
      payload: {
        accId: accountId,
        fn: values.givenName.trim(),
        ln: values.familyName.trim(),
        email,
      },
    }),
  );
  const contactId = typeof contact.contactId === 'string' ? contact.contactId : '';
  if (!contactId) throw new NoContactError();
  const created = record(
    await identityAction(connection, 'createUser', email, {
      email,
      givenName: values.givenName.trim(),
      familyName: values.familyName.trim(),
      locale: values.locale,
      currency: values.currency,
      contactId,
    }),
  );
  const user = asPortalUser(created.user);
  const username = user?.username || email;
  await identityAction(connection, 'addToGroup', username, { group: values.group });
  await linkContact(connection, contactId, awsUserIdOf(user, username));
  return USER_MESSAGES.created;
}

/**
 * Edit user: the attributes that changed from what the modal opened with (updateUser), then the
 * role through the groups (addToGroup) when it changed. Answers User role updated successfully.
 * when only the role changed, else User updated successfully.
 */
export async function updatePortalUser(
  connection: GatewayConnection,
  user: PortalUser,
  values: UserFormValues,
  previous: UserFormValues,
): Promise<string> {
  const fields = ['givenName', 'familyName', 'email', 'locale', 'currency'] as const;
  const changed = Object.fromEntries(
    fields
      .filter((field) => values[field].trim() !== previous[field].trim())
      .map((field) => [field, values[field].trim()]),
  );
  const roleChanged = values.group !== previous.group;
  const attributesChanged = Object.keys(changed).length > 0;
  if (attributesChanged) await identityAction(connection, 'updateUser', user.username, changed);
  if (roleChanged)
    await identityAction(connection, 'addToGroup', user.username, { group: values.group });
  return !attributesChanged && roleChanged ? USER_MESSAGES.roleUpdated : USER_MESSAGES.updated;
}

/** Sends the code again: a new invitation for a force-change user (recreateUser), else a reset. */
async function deliverCode(connection: GatewayConnection, user: PortalUser): Promise<void> {
  if (codeDelivery(user) === 'recreate') {
    const created = record(await identityAction(connection, 'recreateUser', user.username));
    const contactId = contactOf(user);
    // The recreated user has a new sub: the CRM's link follows it.
    if (contactId)
      await linkContact(
        connection,
        contactId,
        awsUserIdOf(asPortalUser(created.user), user.username),
      );
  } else {
    await identityAction(connection, 'resetPassword', user.username);
  }
}

/**
 * Activate (spec 001 section 4): enable, the user becomes Invited (a new invitation for a user who
 * never signed in, else a reset code), then the CRM is told (userActivatedInAWS, cid).
 */
export async function activatePortalUser(
  connection: GatewayConnection,
  user: PortalUser,
): Promise<string> {
  await identityAction(connection, 'activate', user.username);
  await deliverCode(connection, user);
  await syncContact(connection, 'userActivatedInAWS', contactOf(user));
  return USER_MESSAGES.activated;
}

/** Deactivate: disable, then the CRM is told (userDeactivatedInAWS, cid). */
export async function deactivatePortalUser(
  connection: GatewayConnection,
  user: PortalUser,
): Promise<string> {
  const content = await identityAction(connection, 'deactivate', user.username);
  await syncContact(connection, 'userDeactivatedInAWS', contactOf(user));
  return messageOf(content, USER_MESSAGES.deactivated);
}

/**
 * Reset password (spec 001 section 4): a force-change user is recreated (a new invitation: Code
 * resent successfully.); anyone else is sent a reset (Password updated successfully.).
 */
export async function resetPortalUserPassword(
  connection: GatewayConnection,
  user: PortalUser,
): Promise<string> {
  await deliverCode(connection, user);
  return codeDelivery(user) === 'recreate'
    ? USER_MESSAGES.codeResent
    : USER_MESSAGES.passwordUpdated;
}

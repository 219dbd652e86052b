import { describe, expect, it } from 'vitest';
import {
  activateVerdict,
  codeDelivery,
  deactivateVerdict,
  editVerdict,
  hasAnyAction,
  resetPasswordVerdict,
  type UserListViewer,
} from '../../../../runtime/domain/users/userActionRules';
import { validateUserForm } from '../../../../runtime/domain/users/userFormRules';
import {
  formatCreatedDate,
  roleLabel,
  shownStatus,
  visibleUsers,
} from '../../../../runtime/domain/users/userStatusRules';
import type { PortalUser } from '../../../../runtime/domain/users/usersTypes';

const user = (userStatus: string, enabled: boolean, groups = ['AWSPortalUser']): PortalUser => ({
  username: 'paul.portal',
  enabled,
  userStatus,
  createdAt: '2026-01-01T00:00:00.000Z',
  attributes: { given_name: 'Paul', family_name: 'Okafor' },
  groups,
});
const MANAGER: UserListViewer = { username: 'maria.manager', isManager: true, isSso: false };
const SSO_MANAGER: UserListViewer = { ...MANAGER, isSso: true };
const PORTAL_USER: UserListViewer = { username: 'sam.sms', isManager: false, isSso: false };

describe('the status shown (spec 001 section 4)', () => {
  it.each([
    ['FORCE_CHANGE_PASSWORD', true, 'Invited'],
    ['FORCE_CHANGE_PASSWORD', false, 'Invited'],
    ['RESET_REQUIRED', true, 'Invited'],
    ['UNCONFIRMED', true, 'Invited'],
    ['CONFIRMED', true, 'Active'],
    ['CONFIRMED', false, 'Inactive'],
    ['UNKNOWN', true, 'Unknown'],
  ])('%s, enabled %s, shows %s', (status, enabled, shown) => {
    expect(shownStatus(user(status, enabled))).toBe(shown);
  });
});

describe('the row actions a manager is offered (spec 001 sections 4 and 5)', () => {
  it.each([
    // status, enabled, activate, deactivate, edit, reset
    ['CONFIRMED', true, false, true, true, true],
    ['CONFIRMED', false, true, false, false, false],
    ['FORCE_CHANGE_PASSWORD', true, false, false, false, true],
    ['FORCE_CHANGE_PASSWORD', false, true, false, false, false],
    ['RESET_REQUIRED', true, false, false, false, true],
    ['UNCONFIRMED', true, false, false, false, false],
  ])('%s enabled=%s: activate %s, deactivate %s, edit %s, reset %s', (s, e, a, d, ed, r) => {
    const target = user(s, e);
    expect(activateVerdict(target, MANAGER).offered).toBe(a);
    expect(deactivateVerdict(target, MANAGER).offered).toBe(d);
    expect(editVerdict(target, MANAGER).offered).toBe(ed);
    expect(resetPasswordVerdict(target, MANAGER).offered).toBe(r);
  });

  it('gives the reason for an action not offered', () => {
    expect(deactivateVerdict(user('FORCE_CHANGE_PASSWORD', true), MANAGER)).toEqual({
      offered: false,
      reason: 'An invited user cannot be deactivated before their first sign-in.',
    });
    expect(editVerdict(user('CONFIRMED', false), MANAGER)).toEqual({
      offered: false,
      reason: 'Only an active user can be edited.',
    });
  });

  it('an SSO storefront disables activate, deactivate and reset password, not edit', () => {
    const active = user('CONFIRMED', true);
    const inactive = user('CONFIRMED', false);
    expect(activateVerdict(inactive, SSO_MANAGER).offered).toBe(false);
    expect(deactivateVerdict(active, SSO_MANAGER).offered).toBe(false);
    expect(resetPasswordVerdict(active, SSO_MANAGER).offered).toBe(false);
    expect(editVerdict(active, SSO_MANAGER).offered).toBe(true);
  });

  it.each([
    ['a portal user', PORTAL_USER, user('CONFIRMED', true)],
    [
      'the signed-in manager on their own row',
      MANAGER,
      { ...user('CONFIRMED', true), username: 'Maria.Manager' },
    ],
  ])('%s gets no actions at all', (_who, viewer, target) => {
    expect(hasAnyAction(target, viewer)).toBe(false);
  });

  it.each([
    ['FORCE_CHANGE_PASSWORD', 'recreate'],
    ['CONFIRMED', 'reset'],
    ['RESET_REQUIRED', 'reset'],
  ])('a code for a %s user goes out by %s', (status, how) => {
    expect(codeDelivery(user(status, true))).toBe(how);
  });
});

describe('the list', () => {
  it.each([
    [['AWSManager'], 'Manager'],
    [['AWSPortalUser'], 'User'],
    [['AWSAdmin'], 'Admin'],
  ])('groups %j show the role %s', (groups, label) => {
    expect(roleLabel(user('CONFIRMED', true, groups))).toBe(label);
  });

  it('shows only the chosen status and role', () => {
    const users = [
      { ...user('CONFIRMED', true, ['AWSManager']), username: 'a' },
      { ...user('CONFIRMED', false), username: 'b' },
      { ...user('FORCE_CHANGE_PASSWORD', true), username: 'c' },
      { ...user('CONFIRMED', true), username: 'd' },
    ];
    const names = (
      status: 'All Users' | 'Active' | 'Inactive',
      role: 'All Roles' | 'Manager' | 'Users',
    ) =>
      visibleUsers(users, { status, role, givenName: '', nextToken: null }).map((u) => u.username);
    expect(names('All Users', 'All Roles')).toEqual(['a', 'b', 'c', 'd']);
    expect(names('Active', 'All Roles')).toEqual(['a', 'd']);
    expect(names('Inactive', 'All Roles')).toEqual(['b']);
    expect(names('Active', 'Users')).toEqual(['d']);
    expect(names('All Users', 'Manager')).toEqual(['a']);
  });

  it.each([
    ['en-US', 'Jan 1, 2026'],
    ['en-GB', '1 Jan 2026'],
    ['de-DE', '01.01.2026'],
  ])('formats the created date for %s as %s', (locale, text) => {
    expect(formatCreatedDate('2026-01-01T00:00:00.000Z', locale)).toBe(text);
  });
});

describe('the user form', () => {
  const valid = {
    givenName: 'Lena',
    familyName: 'Vogt',
    email: 'lena.vogt@northgate-labs.test',
    locale: 'de_DE',
    currency: 'EUR',
    group: 'AWSPortalUser' as const,
  };

  it('accepts a complete form', () => {
    expect(validateUserForm(valid)).toEqual({});
  });

  it.each([
    ['givenName', '  ', 'First name is required.'],
    ['familyName', '', 'Last name is required.'],
    ['givenName', '<b>', 'First name cannot contain < > { or }.'],
    ['email', '', 'Email is required.'],
    ['email', 'lena@', 'Enter an email address like name@example.com.'],
    ['locale', 'xx_XX', 'Choose a language.'],
    ['currency', 'DOGE', 'Choose a currency.'],
  ])('%s %j: %s', (field, value, message) => {
    expect(validateUserForm({ ...valid, [field]: value })).toEqual({ [field]: message });
  });
});

import { describe, expect, it } from 'vitest';
import { isSessionInvalidError } from '../../../runtime/session/sessionInvalid';

const error = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('session-invalid conditions (spec 000 section 4)', () => {
  it.each([
    ['NotAuthorizedException', 'User is disabled.'],
    ['UserNotFoundException', 'User does not exist.'],
    ['NotAuthorizedException', 'Access Token has been revoked'],
    ['NotAuthorizedException', 'Refresh Token has been revoked'],
    ['NotAuthorizedException', 'Refresh Token has expired'],
    ['PasswordResetRequiredException', 'Password reset required for the user'],
  ])('%s %s signs the user out', (name, message) => {
    expect(isSessionInvalidError(error(name, message))).toBe(true);
  });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.'],
    ['NetworkError', 'Network Error'],
    ['TooManyRequestsException', 'Rate exceeded'],
  ])('%s %s does not', (name, message) => {
    expect(isSessionInvalidError(error(name, message))).toBe(false);
  });

  it('ignores what is not an error', () => {
    expect(isSessionInvalidError(null)).toBe(false);
    expect(isSessionInvalidError('User is disabled.')).toBe(false);
  });
});

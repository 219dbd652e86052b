/**
 * Spec 000 section 4: the identity failures after which the session cannot go on and the user is
 * signed out (user disabled, user does not exist, access or refresh token revoked, refresh token
 * expired, password reset required). Read from the error's name and message as Cognito sends them.
 */
export function isSessionInvalidError(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  const kind = typeof name === 'string' ? name : '';
  const text = typeof message === 'string' ? message : '';
  if (kind === 'UserNotFoundException' || kind === 'PasswordResetRequiredException') return true;
  if (kind === 'NotAuthorizedException') {
    return /disabled|revoked|expired|does not exist|Invalid (Refresh|Access) Token/i.test(text);
  }
  return false;
}

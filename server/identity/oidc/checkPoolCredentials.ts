import type { IdentityAdmin } from '../../shared/contracts';
import { isObject, stringField } from '../compat/awsJsonProtocol';
import { unverifiedClaims } from '../tokens/poolTokens';

export type CredentialCheck = { ok: true; sub: string } | { ok: false; message: string };

function errorMessage(error: unknown): string {
  const type = isObject(error) && typeof error.type === 'string' ? error.type : '';
  const message = error instanceof Error ? error.message : '';
  if (type === 'NotAuthorizedException') return message || 'Incorrect username or password.';
  if (type === 'UserNotConfirmedException') return 'User is not confirmed.';
  if (type === 'PasswordResetRequiredException') return 'Password reset required for the user.';
  return 'Sign-in failed. Please try again.';
}

/**
 * Checks a username and password against the local pool the way the hosted UI does: a
 * USER_PASSWORD_AUTH sign-in through the compatibility layer (so disabled users are refused
 * with "User is disabled."). The pool session it creates is only a check, so it is revoked at once.
 */
export async function checkPoolCredentials(
  admin: IdentityAdmin,
  clientId: string,
  username: string,
  password: string,
): Promise<CredentialCheck> {
  if (!username) return { ok: false, message: 'Username cannot be empty' };
  if (!password) return { ok: false, message: 'Password cannot be empty' };
  let answer: Record<string, unknown>;
  try {
    answer = await admin.call('InitiateAuth', {
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: clientId,
      AuthParameters: { USERNAME: username, PASSWORD: password },
    });
  } catch (error) {
    return { ok: false, message: errorMessage(error) };
  }
  const result = isObject(answer.AuthenticationResult) ? answer.AuthenticationResult : null;
  if (!result) {
    const challenge = stringField(answer, 'ChallengeName') ?? 'a challenge';
    return {
      ok: false,
      message: `This account needs a further sign-in step (${challenge}) that this sign-in page does not offer.`,
    };
  }
  const refreshToken = stringField(result, 'RefreshToken');
  if (refreshToken)
    await admin
      .call('RevokeToken', { Token: refreshToken, ClientId: clientId })
      .catch(() => undefined);
  const sub = unverifiedClaims(stringField(result, 'IdToken') ?? '')?.sub;
  return sub ? { ok: true, sub } : { ok: false, message: 'Sign-in failed. Please try again.' };
}

import { attemptKeys } from './attemptLimiter';
import { CognitoServiceError, isObject, stringField, type JsonObject } from './awsJsonProtocol';
import type { CompatContext, OperationHandler } from './operation';

/** Cognito's answer once a user's (or an address's) one-time code attempts are used up. */
export const attemptLimitExceeded = () =>
  new CognitoServiceError(
    'LimitExceededException',
    'Attempt limit exceeded, please try after some time.',
  );

/** A wrong or expired code: these count as failed attempts. */
const CODE_FAILURES = new Set(['CodeMismatchException', 'ExpiredCodeException']);

/**
 * Runs a code check (`check`) under the attempt limiter: refused unchecked while the user or the
 * address is locked, a wrong code counted, a right one clearing the user's record.
 */
export async function limitedCodeCheck(
  ctx: CompatContext,
  username: string | undefined,
  clientAddress: string | null,
  check: () => Promise<JsonObject>,
): Promise<JsonObject> {
  if (!username) return check();
  const keys = attemptKeys('code', username, clientAddress);
  const all = keys.address ? [keys.user, keys.address] : [keys.user];
  if (ctx.limiter.isLocked(all)) throw attemptLimitExceeded();
  try {
    const answer = await check();
    ctx.limiter.clear([keys.user]);
    return answer;
  } catch (error) {
    if (error instanceof CognitoServiceError && CODE_FAILURES.has(error.type))
      ctx.limiter.recordFailure(all);
    throw error;
  }
}

/** ConfirmSignUp and ConfirmForgotPassword (Username + ConfirmationCode) under the limiter. */
export const codeConfirmation =
  (operation: 'ConfirmSignUp' | 'ConfirmForgotPassword'): OperationHandler =>
  (body, ctx, meta) =>
    limitedCodeCheck(ctx, stringField(body, 'Username'), meta?.clientAddress ?? null, () =>
      ctx.passThrough(operation, body),
    );

/** The username of a challenge answer that carries a code (SMS or authenticator app). */
export function codeChallengeUsername(body: JsonObject): string | undefined {
  const responses = isObject(body.ChallengeResponses) ? body.ChallengeResponses : {};
  const hasCode = Object.keys(responses).some((name) => name.endsWith('_CODE'));
  return hasCode ? stringField(responses, 'USERNAME') : undefined;
}

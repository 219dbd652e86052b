import { isObject, notAuthorized, stringField } from './awsJsonProtocol';
import { codeChallengeUsername, limitedCodeCheck } from './codeAttempts';
import type { OperationHandler } from './operation';

/**
 * RespondToAuthChallenge: refuses a user disabled between the first step and the challenge answer
 * (cognito-local would issue tokens), then lets cognito-local check the code or new password;
 * wrong codes count toward the attempt limit (codeAttempts.ts).
 */
export const respondToAuthChallenge: OperationHandler = async (body, ctx, meta) => {
  const responses = isObject(body.ChallengeResponses) ? body.ChallengeResponses : {};
  const username = stringField(responses, 'USERNAME');
  if (username) {
    const user = await ctx.users.find(username);
    if (user && !user.enabled) throw notAuthorized('User is disabled.');
  }
  // Codes (SMS, authenticator app) are throttled like passwords.
  return limitedCodeCheck(ctx, codeChallengeUsername(body), meta?.clientAddress ?? null, () =>
    ctx.passThrough('RespondToAuthChallenge', body),
  );
};

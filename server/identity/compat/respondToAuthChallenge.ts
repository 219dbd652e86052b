import { isObject, notAuthorized, stringField } from './awsJsonProtocol';
import type { OperationHandler } from './operation';

/**
 * RespondToAuthChallenge: refuses a user disabled between the first step and the challenge answer
 * (cognito-local would issue tokens), then lets cognito-local check the code or new password.
 */
export const respondToAuthChallenge: OperationHandler = async (body, ctx) => {
  const responses = isObject(body.ChallengeResponses) ? body.ChallengeResponses : {};
  const username = stringField(responses, 'USERNAME');
  if (username) {
    const user = await ctx.users.find(username);
    if (user && !user.enabled) throw notAuthorized('User is disabled.');
  }
  return ctx.passThrough('RespondToAuthChallenge', body);
};

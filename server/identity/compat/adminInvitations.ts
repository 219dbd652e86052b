import { invitationMail, type IdentityMail } from '../mail/identityMail';
import { CognitoServiceError, isObject, stringField } from './awsJsonProtocol';
import type { CompatContext, OperationHandler } from './operation';
import { attributesRecord } from './poolUsers';
import { temporaryPassword } from './temporaryPassword';

async function deliver(ctx: CompatContext, mail: IdentityMail | null): Promise<void> {
  if (!mail || !ctx.mail) return;
  try {
    await ctx.mail(mail);
  } catch (error) {
    // The user exists either way; a lost local mail is logged, never a failed invitation.
    console.error('identity mail not recorded:', error);
  }
}

/**
 * AdminCreateUser with Cognito's invitation: a temporary password of its own (not cognito-local's
 * fixed code) sent to the user's email, here recorded through the mail sink. `MessageAction:
 * SUPPRESS` sends nothing, as in Cognito.
 */
export const adminCreateUser: OperationHandler = async (body, ctx) => {
  const suppress = body.MessageAction === 'SUPPRESS';
  const password = stringField(body, 'TemporaryPassword') ?? temporaryPassword();
  const answer = await ctx.passThrough('AdminCreateUser', { ...body, TemporaryPassword: password });
  if (!suppress) {
    const user = isObject(answer.User) ? answer.User : {};
    await deliver(
      ctx,
      invitationMail(
        {
          username: typeof user.Username === 'string' ? user.Username : '',
          attributes: attributesRecord(user.Attributes),
        },
        password,
      ),
    );
  }
  return answer;
};

/**
 * AdminResetUserPassword, which cognito-local lacks. The old password stops working and the user
 * is sent a new temporary one, changed at the next sign-in (the user shows as Invited until then,
 * as Cognito's RESET_REQUIRED does; docs/decisions.md, "Manage users").
 */
export const adminResetUserPassword: OperationHandler = async (body, ctx) => {
  const username = stringField(body, 'Username');
  if (!username)
    throw new CognitoServiceError(
      'InvalidParameterException',
      'Missing required parameter Username',
    );
  const user = await ctx.users.find(username);
  if (!user) throw new CognitoServiceError('UserNotFoundException', 'User does not exist.');
  if (!user.enabled) throw new CognitoServiceError('NotAuthorizedException', 'User is disabled.');
  if (!user.attributes.email)
    throw new CognitoServiceError('InvalidParameterException', 'No email to deliver the reset to.');
  const password = temporaryPassword();
  await ctx.upstream.call('AdminSetUserPassword', {
    UserPoolId: stringField(body, 'UserPoolId') ?? ctx.userPoolId,
    Username: user.username,
    Password: password,
    Permanent: false,
  });
  const mail = invitationMail(user, password);
  await deliver(
    ctx,
    mail && {
      ...mail,
      subject: 'Your password was reset',
      body: mail.body.replace(
        'You have been invited to the customer portal.',
        'Your portal password was reset by your account manager.',
      ),
    },
  );
  return {};
};

import { CognitoServiceError, stringField } from './awsJsonProtocol';
import type { OperationHandler } from './operation';

/** `maria.keller@northgate-labs.test` -> `m***@n***`, the way Cognito masks a destination. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.charAt(0)}***@${domain.charAt(0)}***`;
}

/**
 * ResendConfirmationCode, which cognito-local lacks. Codes are fixed locally (the child runs with
 * `CODE`, and sign-up stores that code), so the code a user already holds stays valid; the answer
 * only reports the delivery.
 */
export const resendConfirmationCode: OperationHandler = async (body, ctx) => {
  const username = stringField(body, 'Username');
  if (!username)
    throw new CognitoServiceError(
      'InvalidParameterException',
      'Missing required parameter Username',
    );
  const user = await ctx.users.find(username);
  if (!user)
    throw new CognitoServiceError(
      'UserNotFoundException',
      'Username/client id combination not found.',
    );
  if (user.status !== 'UNCONFIRMED')
    throw new CognitoServiceError('InvalidParameterException', 'User is already confirmed.');
  const email = user.attributes.email;
  const phone = user.attributes.phone_number;
  if (!email && !phone)
    throw new CognitoServiceError(
      'InvalidParameterException',
      'No email or phone number to deliver the code to.',
    );
  return {
    CodeDeliveryDetails: email
      ? { AttributeName: 'email', DeliveryMedium: 'EMAIL', Destination: maskEmail(email) }
      : {
          AttributeName: 'phone_number',
          DeliveryMedium: 'SMS',
          Destination: `+*******${(phone ?? '').slice(-4)}`,
        },
  };
};

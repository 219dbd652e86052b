import { CognitoServiceError, stringField } from './awsJsonProtocol';
import type { OperationHandler } from './operation';

async function signedInUser(body: Record<string, unknown>, ctx: Parameters<OperationHandler>[1]) {
  const token = stringField(body, 'AccessToken');
  if (!token) throw new CognitoServiceError('NotAuthorizedException', 'Access Token is required.');
  const check = await ctx.checkAccessToken(token);
  if (!check.ok) throw check.error;
  return check;
}

/**
 * ListDevices, which cognito-local lacks. The local pool tracks no devices (its sign-in answers
 * carry no NewDeviceMetadata), so a signed-in user's list is empty; the profile page's device list
 * works against it as against a pool that remembers none.
 */
export const listDevices: OperationHandler = async (body, ctx) => {
  await signedInUser(body, ctx);
  return { Devices: [] };
};

/** ForgetDevice: no device is remembered locally, so every key is unknown. */
export const forgetDevice: OperationHandler = async (body, ctx) => {
  await signedInUser(body, ctx);
  throw new CognitoServiceError('ResourceNotFoundException', 'Device does not exist.');
};

/**
 * The user pool operations Cognito answers without AWS credentials: the ones an app client calls
 * for its own user (sign-up, sign-in, challenges, the signed-in user's own data, sign-out,
 * devices). Every other operation (all `Admin*`, ListUsers, groups, pool and client settings)
 * needs an IAM-signed request in Cognito, and the local credential here.
 */
export const PUBLIC_OPERATIONS: ReadonlySet<string> = new Set([
  'AssociateSoftwareToken',
  'ChangePassword',
  'ConfirmDevice',
  'ConfirmForgotPassword',
  'ConfirmSignUp',
  'DeleteUser',
  'DeleteUserAttributes',
  'ForgetDevice',
  'ForgotPassword',
  'GetDevice',
  'GetTokensFromRefreshToken',
  'GetUser',
  'GetUserAttributeVerificationCode',
  'GetUserAuthFactors',
  'GlobalSignOut',
  'InitiateAuth',
  'ListDevices',
  'ResendConfirmationCode',
  'RespondToAuthChallenge',
  'RevokeToken',
  'SetUserMFAPreference',
  'SetUserSettings',
  'SignUp',
  'UpdateDeviceStatus',
  'UpdateUserAttributes',
  'VerifySoftwareToken',
  'VerifyUserAttribute',
]);

export const isPublicOperation = (operation: string): boolean => PUBLIC_OPERATIONS.has(operation);

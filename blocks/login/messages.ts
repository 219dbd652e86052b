/** Spec 000 section 5: the sign-in messages, exactly. */
export const MESSAGES = {
  usernameEmpty: 'Username cannot be empty',
  passwordEmpty: 'Password cannot be empty',
  codeEmpty: 'Confirmation code cannot be empty',
  challengeEmpty: 'Challenge response cannot be empty',
  noMfaMethod: 'No valid MFA method provided',
  invalidMfaType: 'Invalid MFA type',
  signUpFailed: 'Error creating account',
  useCredentials: 'Please use your credentials to sign in',
  networkError: 'Network Error',
  deviceTrackingOff: 'Device tracking has not been configured in this User Pool',
} as const;

/**
 * The text shown for a failed identity call: Cognito's own message (it never holds a token),
 * 'Network Error' when the request never got an answer.
 */
export function errorMessage(error: unknown, fallback: string = MESSAGES.networkError): string {
  if (error instanceof TypeError) return MESSAGES.networkError;
  if (typeof error === 'object' && error !== null) {
    const { name, message } = error as { name?: unknown; message?: unknown };
    if (name === 'NetworkError') return MESSAGES.networkError;
    // Amplify's own text for a pool without device tracking names its internals; the spec's
    // message says what the user needs to know.
    if (name === 'DeviceMetadataNotFoundException') return MESSAGES.deviceTrackingOff;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}

/** The screens of the password sign-in (spec 000 section 4). */
export type ChallengeScreen =
  | { kind: 'smsCode'; destination: string | null }
  | { kind: 'totpCode' }
  | { kind: 'emailCode'; destination: string | null }
  | { kind: 'mfaChoice'; options: string[] }
  | { kind: 'totpSetup'; setupUri: string; secret: string }
  | { kind: 'newPassword' }
  | { kind: 'customChallenge'; parameters: Record<string, string> }
  | { kind: 'confirmSignUp'; destination: string | null }
  | { kind: 'resetPassword' }
  | { kind: 'done' };

/** The parts of Amplify's `nextStep` this reads (kept structural so tests need no Amplify). */
export interface SignInNextStep {
  signInStep: string;
  codeDeliveryDetails?: { destination?: string };
  allowedMFATypes?: string[];
  totpSetupDetails?: {
    sharedSecret: string;
    getSetupUri: (appName: string, account?: string) => URL;
  };
  additionalInfo?: Record<string, string>;
}

/** MFA types a user may choose between (spec 000 section 5 'Invalid MFA type' otherwise). */
export const MFA_TYPES = ['SMS', 'TOTP', 'EMAIL'] as const;

export function isMfaType(value: string): boolean {
  return (MFA_TYPES as readonly string[]).includes(value);
}

/** Maps Amplify's next step to the screen that answers it. */
export function screenForStep(
  step: SignInNextStep,
  appName: string,
  username: string,
): ChallengeScreen {
  switch (step.signInStep) {
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return { kind: 'smsCode', destination: step.codeDeliveryDetails?.destination ?? null };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return { kind: 'totpCode' };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
      return { kind: 'emailCode', destination: step.codeDeliveryDetails?.destination ?? null };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION':
      return { kind: 'mfaChoice', options: (step.allowedMFATypes ?? []).filter(isMfaType) };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP': {
      const details = step.totpSetupDetails;
      if (!details) return { kind: 'totpCode' };
      return {
        kind: 'totpSetup',
        setupUri: details.getSetupUri(appName, username).toString(),
        secret: details.sharedSecret,
      };
    }
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return { kind: 'newPassword' };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return { kind: 'customChallenge', parameters: step.additionalInfo ?? {} };
    case 'CONFIRM_SIGN_UP':
      return { kind: 'confirmSignUp', destination: null };
    case 'RESET_PASSWORD':
      return { kind: 'resetPassword' };
    case 'DONE':
      return { kind: 'done' };
    default:
      // A step this version does not know: the user starts over rather than being stuck.
      throw new Error(`Unsupported sign-in step ${step.signInStep}`);
  }
}

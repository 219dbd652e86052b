import { describe, expect, it } from 'vitest';
import { screenForStep } from '../../../blocks/login/signInScreen';

describe('the screen for each sign-in step (spec 000 section 4)', () => {
  it.each([
    ['CONFIRM_SIGN_IN_WITH_SMS_CODE', 'smsCode'],
    ['CONFIRM_SIGN_IN_WITH_TOTP_CODE', 'totpCode'],
    ['CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED', 'newPassword'],
    ['CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE', 'customChallenge'],
    ['CONFIRM_SIGN_UP', 'confirmSignUp'],
    ['RESET_PASSWORD', 'resetPassword'],
    ['DONE', 'done'],
  ])('%s -> %s', (signInStep, kind) => {
    expect(screenForStep({ signInStep }, 'Cellaris', 'maria').kind).toBe(kind);
  });

  it('offers only known MFA types to choose from', () => {
    expect(
      screenForStep(
        {
          signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
          allowedMFATypes: ['SMS', 'TOTP', 'X'],
        },
        'Cellaris',
        'maria',
      ),
    ).toEqual({ kind: 'mfaChoice', options: ['SMS', 'TOTP'] });
  });

  it('builds the authenticator setup URI for the app name and user', () => {
    const screen = screenForStep(
      {
        signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP',
        totpSetupDetails: {
          sharedSecret: 'SECRET',
          getSetupUri: (app, account) => new URL(`otpauth://totp/${app}:${account}?secret=SECRET`),
        },
      },
      'Cellaris',
      'maria',
    );
    expect(screen).toEqual({
      kind: 'totpSetup',
      setupUri: 'otpauth://totp/Cellaris:maria?secret=SECRET',
      secret: 'SECRET',
    });
  });

  it('refuses a step it does not know instead of leaving the user stuck', () => {
    expect(() => screenForStep({ signInStep: 'SOMETHING_NEW' }, 'a', 'b')).toThrow(
      'Unsupported sign-in step SOMETHING_NEW',
    );
  });
});

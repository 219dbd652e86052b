import type * as AmplifyAuth from 'aws-amplify/auth';
import type { BootConfig } from '../../schemas/boot';

/** The part of `aws-amplify/auth` the session uses; tests and stories pass their own. */
export type AuthApi = Pick<
  typeof AmplifyAuth,
  | 'signIn'
  | 'confirmSignIn'
  | 'signUp'
  | 'confirmSignUp'
  | 'resendSignUpCode'
  | 'autoSignIn'
  | 'resetPassword'
  | 'confirmResetPassword'
  | 'updatePassword'
  | 'fetchAuthSession'
  | 'fetchUserAttributes'
  | 'signOut'
  | 'rememberDevice'
  // The profile page (billingProfile): attributes, multi-factor settings and devices.
  | 'updateUserAttributes'
  | 'setUpTOTP'
  | 'verifyTOTPSetup'
  | 'updateMFAPreference'
  | 'fetchMFAPreference'
  | 'fetchDevices'
  | 'forgetDevice'
>;

export type AuthLoader = () => Promise<AuthApi>;

/**
 * Loads and configures Amplify on first use only: a guest never downloads it (dynamic imports
 * are separate chunks). Configured per storefront from the boot data; a local user pool gets its
 * endpoint (production Amplify talks to Cognito's regional endpoint).
 */
export function amplifyAuthLoader(boot: BootConfig): AuthLoader {
  let loading: Promise<AuthApi> | null = null;
  return () => {
    loading ??= (async () => {
      const [{ Amplify }, auth] = await Promise.all([
        import('aws-amplify'),
        import('aws-amplify/auth'),
      ]);
      Amplify.configure({
        Auth: {
          Cognito: {
            userPoolId: boot.domain.awsUserPoolId,
            userPoolClientId: boot.domain.clientId,
            ...(boot.identity.userPoolEndpoint
              ? {
                  userPoolEndpoint: new URL(
                    boot.identity.userPoolEndpoint,
                    location.origin,
                  ).toString(),
                }
              : {}),
            signUpVerificationMethod: 'code',
            loginWith: { username: true, email: false },
          },
        },
      });
      return auth;
    })();
    loading.catch(() => {
      // A failed chunk load (offline) may succeed on the next try.
      loading = null;
    });
    return loading;
  };
}

/**
 * Locally the pool only offers USER_PASSWORD_AUTH; in production the default secure (SRP)
 * password flow is used (spec 000 section 4 "secure password authentication").
 */
export function passwordAuthFlow(boot: BootConfig): 'USER_PASSWORD_AUTH' | 'USER_SRP_AUTH' {
  return boot.identity.userPoolEndpoint ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH';
}

import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getDefaultStore } from 'jotai';
import Login from '../blocks/login/Login';
import { createGatewayClient } from '../runtime/gateway/index';
import type { AuthApi } from '../runtime/session/amplifyAuth';
import { SessionProvider } from '../runtime/session/SessionProvider';
import { SessionController } from '../runtime/session/sessionController';
import type { BootConfig, SsoInfo } from '../schemas/boot';

const boot = (ssoInfo: SsoInfo | null): BootConfig => ({
  domain: {
    domain: 'portal.localhost',
    clientId: 'story-client',
    clientName: ssoInfo ? 'oidc-story' : 'story-portal',
    storefrontId: 'sf-story',
    storefrontName: 'Cellaris Customer Portal',
    awsUserPoolId: 'us-east-1_Story',
    guestAccountId: null,
    ssoInfo,
    organization: { id: 'org-story', salesforceOrgId: '00D-STORY' },
    resourcesDomain: 'portal.localhost',
  },
  metaItems: [],
  gateway: { url: '/graphql', apiKey: 'story' },
  identity: { region: 'us-east-1', userPoolEndpoint: '/identity/cognito' },
  buildId: 'story',
  themeHref: '',
});

const step = (signInStep: string, extra: Record<string, unknown> = {}) =>
  Promise.resolve({ isSignedIn: false, nextStep: { signInStep, ...extra } });

/**
 * A pretend user pool for the stories: `sms` gets an SMS code, `totp` the authenticator code,
 * `choose` the MFA choice, `setup` the authenticator setup with its QR code, `newpass` a new
 * password; any code finishes. Nothing leaves the browser.
 */
const storyAuth = {
  signIn: ({ username }: { username: string }) => {
    if (username === 'sms')
      return step('CONFIRM_SIGN_IN_WITH_SMS_CODE', {
        codeDeliveryDetails: { destination: '+*******0123' },
      });
    if (username === 'totp') return step('CONFIRM_SIGN_IN_WITH_TOTP_CODE');
    if (username === 'choose')
      return step('CONTINUE_SIGN_IN_WITH_MFA_SELECTION', { allowedMFATypes: ['SMS', 'TOTP'] });
    if (username === 'setup')
      return step('CONTINUE_SIGN_IN_WITH_TOTP_SETUP', {
        totpSetupDetails: {
          sharedSecret: 'JBSWY3DPEHPK3PXP',
          getSetupUri: (app: string, account = 'user') =>
            new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
        },
      });
    if (username === 'newpass') return step('CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED');
    return Promise.reject(
      Object.assign(new Error('Incorrect username or password.'), {
        name: 'NotAuthorizedException',
      }),
    );
  },
  confirmSignIn: ({ challengeResponse }: { challengeResponse: string }) =>
    challengeResponse === 'TOTP' ? step('CONFIRM_SIGN_IN_WITH_TOTP_CODE') : step('DONE'),
  resetPassword: () => step('CONFIRM_RESET_PASSWORD_WITH_CODE'),
  confirmResetPassword: () => Promise.resolve(),
  signUp: () =>
    Promise.resolve({
      isSignUpComplete: false,
      nextStep: {
        signUpStep: 'CONFIRM_SIGN_UP',
        codeDeliveryDetails: { destination: 'z***@example.test' },
      },
    }),
  confirmSignUp: () =>
    Promise.resolve({ isSignUpComplete: true, nextStep: { signUpStep: 'DONE' } }),
  resendSignUpCode: () => Promise.resolve({}),
  updatePassword: () => Promise.resolve(),
  fetchAuthSession: () => Promise.resolve({ tokens: undefined }),
  fetchUserAttributes: () => Promise.resolve({}),
  signOut: () => Promise.resolve(),
};

const withSession =
  (ssoInfo: SsoInfo | null = null): Decorator =>
  (Story) => {
    let controller: SessionController | null = null;
    controller = new SessionController({
      boot: boot(ssoInfo),
      connection: {
        client: createGatewayClient('http://story.invalid/graphql', 'story'),
        session: () => controller!.gatewaySession(),
      },
      store: getDefaultStore(),
      // The story's pool answers only the calls these screens make.
      loadAuth: () => Promise.resolve(storyAuth as unknown as AuthApi),
      navigate: () => undefined,
      leave: () => undefined,
    });
    return (
      <SessionProvider controller={controller}>
        <Story />
      </SessionProvider>
    );
  };

const meta = {
  title: 'Blocks/Login',
  component: Login,
  decorators: [withSession()],
  args: {
    blockId: 'story-login',
    contentJSON: null,
    configuration: {
      heading: 'Sign in',
      intro: 'Try the usernames sms, totp, choose, setup or newpass with any password.',
      showSignUp: true,
      showForgotPassword: true,
      appName: 'Cellaris',
    },
  },
} satisfies Meta<typeof Login>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PasswordSignIn: Story = {};

export const SingleSignOn: Story = {
  decorators: [
    withSession({
      provider: 'oidc',
      oauthDomain: 'https://sso.example.test',
      redirectUri: 'https://portal.example.test/',
      logoutUri: 'https://portal.example.test/login',
    }),
  ],
};

export const ChangePasswordSignedOut: Story = {
  args: { configuration: { mode: 'changePassword' } },
};

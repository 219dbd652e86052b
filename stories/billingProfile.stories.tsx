import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { getDefaultStore } from 'jotai';
import { expect, userEvent, within } from 'storybook/test';
import BillingProfile from '../blocks/billingProfile/BillingProfile';
import { createGatewayClient } from '../runtime/gateway/index';
import type { AuthApi } from '../runtime/session/amplifyAuth';
import { SessionProvider } from '../runtime/session/SessionProvider';
import { SessionController } from '../runtime/session/sessionController';
import { SIGNED_OUT, sessionAtom } from '../runtime/session/sessionState';
import type { BootConfig } from '../schemas/boot';
import { SignOutOnUnmount } from './support/storySignedIn';

const boot: BootConfig = {
  domain: {
    domain: 'portal.localhost',
    clientId: 'story-client',
    clientName: 'story-portal',
    storefrontId: 'sf-story',
    storefrontName: 'Cellaris Customer Portal',
    awsUserPoolId: 'us-east-1_Story',
    guestAccountId: null,
    ssoInfo: null,
    organization: { id: 'org-story', salesforceOrgId: '00D-STORY' },
    resourcesDomain: 'portal.localhost',
  },
  metaItems: [],
  gateway: { url: '/graphql', apiKey: 'story' },
  identity: { region: 'us-east-1', userPoolEndpoint: '/identity/cognito' },
  buildId: 'story',
  themeHref: '',
};

/** A pretend identity client: nothing leaves the browser; `mfa` and `devices` set what it reports. */
function storyAuth(mfa: 'off' | 'totp', devices: number): AuthApi {
  const auth = {
    updateUserAttributes: () => Promise.resolve({}),
    updatePassword: () => Promise.resolve(),
    setUpTOTP: () =>
      Promise.resolve({
        sharedSecret: 'JBSWY3DPEHPK3PXP',
        getSetupUri: (app: string, account = 'user') =>
          new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
      }),
    verifyTOTPSetup: () => Promise.resolve(),
    updateMFAPreference: () => Promise.resolve(),
    fetchMFAPreference: () =>
      Promise.resolve(mfa === 'totp' ? { enabled: ['TOTP'], preferred: 'TOTP' } : { enabled: [] }),
    fetchDevices: () =>
      Promise.resolve(
        Array.from({ length: devices }, (_, index) => ({
          id: `device-${index}`,
          name: ['Chrome on Windows', 'Safari on iPhone', 'Firefox on Linux'][index % 3],
          attributes: {},
          lastAuthenticatedDate: new Date(Date.UTC(2026, 10, 20 - index)),
        })),
      ),
    forgetDevice: () => Promise.resolve(),
    signOut: () => Promise.resolve(),
  };
  return auth as unknown as AuthApi;
}

function withProfile(mfa: 'off' | 'totp' = 'off', devices = 0): Decorator {
  return (Story) => {
    const store = getDefaultStore();
    const controller = new SessionController({
      boot,
      connection: {
        client: createGatewayClient('/graphql', 'story'),
        session: () => ({
          domain: 'portal.localhost',
          accessToken: 'story',
          activeStorefront: { accountId: 'ACC', userType: 'AWSPortalUser', contactId: 'CON' },
          indirectBuyerAccountId: null,
        }),
      },
      store,
      loadAuth: () => Promise.resolve(storyAuth(mfa, devices)),
      storage: null,
      tabStorage: null,
      navigate: () => undefined,
    });
    store.set(sessionAtom, {
      ...SIGNED_OUT,
      token: { access_token: 'story', expires_in: Date.now() + 3_600_000 },
      profile: {
        username: 'paul.portal',
        given_name: 'Paul',
        family_name: 'Okafor',
        email: 'paul.okafor@northgate-labs.test',
        userType: 'AWSPortalUser',
        'custom:salesforceAccountId': 'ACC',
        'custom:salesforceContactId': 'CON',
        'custom:salesforceOrgId': null,
        'custom:local': 'en_GB',
        locale: 'en-GB',
      },
    });
    return (
      <SignOutOnUnmount>
        <SessionProvider controller={controller}>
          <Story />
        </SessionProvider>
      </SignOutOnUnmount>
    );
  };
}

const meta = {
  title: 'Blocks/BillingProfile',
  component: BillingProfile,
  decorators: [withProfile()],
  args: {
    blockId: 'story-billing-profile',
    contentJSON: null,
    configuration: { showMultiFactor: true, showDevices: true, showGlobalSignOut: true },
  },
} satisfies Meta<typeof BillingProfile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two-step sign-in off, no remembered device. */
export const Profile: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Off', undefined, { timeout: 10_000 })).toBeVisible();
    await expect(canvas.getByText(/No device is remembered/)).toBeVisible();
  },
};

/** The authenticator app turned on, three remembered devices. */
export const AuthenticatorOnWithDevices: Story = {
  decorators: [withProfile('totp', 3)],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('On: Authenticator app', undefined, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(await canvas.findAllByRole('button', { name: 'Forget' })).toHaveLength(3);
  },
};

/** The authenticator setup: QR code, key and the confirming code. */
export const AuthenticatorSetup: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Use an authenticator app' }, { timeout: 10_000 }),
    );
    await expect(
      await canvas.findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
  },
};

/** The password form's checks next to its fields. */
export const PasswordChecks: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Change password' }));
    await expect(canvas.getByText('Enter your current password.')).toBeVisible();
  },
};

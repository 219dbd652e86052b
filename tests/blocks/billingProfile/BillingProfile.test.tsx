import { QueryClient } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getDefaultStore } from 'jotai';
import { afterEach, describe, expect, it, vi } from 'vitest';
import BillingProfile from '../../../blocks/billingProfile/BillingProfile';
import { GatewayProvider } from '../../../runtime/app/GatewayProvider';
import type { AuthApi } from '../../../runtime/session/amplifyAuth';
import { SessionProvider } from '../../../runtime/session/SessionProvider';
import { SessionController } from '../../../runtime/session/sessionController';
import { SIGNED_OUT, sessionAtom } from '../../../runtime/session/sessionState';
import type { BootConfig } from '../../../schemas/boot';
import { testConnection } from '../../runtime/gateway/fakeGatewayFetch';

const boot: BootConfig = {
  domain: {
    domain: 'portal.localhost',
    clientId: 'client',
    clientName: 'cellaris-portal',
    storefrontId: 'sf-test',
    storefrontName: 'Cellaris Customer Portal',
    awsUserPoolId: 'us-east-1_Test',
    guestAccountId: null,
    ssoInfo: null,
    organization: { id: 'org', salesforceOrgId: '00D' },
    resourcesDomain: 'portal.localhost',
  },
  metaItems: [],
  gateway: { url: '/graphql', apiKey: 'key' },
  identity: { region: 'us-east-1', userPoolEndpoint: '/identity/cognito' },
  buildId: 'test',
  themeHref: '',
};

/** The identity client's calls the profile makes, recorded; answers like the local pool. */
function fakeAuth() {
  const auth = {
    updateUserAttributes: vi.fn(async () => ({})),
    updatePassword: vi.fn(async () => undefined),
    setUpTOTP: vi.fn(async () => ({
      sharedSecret: 'JBSWY3DPEHPK3PXP',
      getSetupUri: (app: string, account?: string) =>
        new URL(`otpauth://totp/${app}:${account}?secret=JBSWY3DPEHPK3PXP&issuer=${app}`),
    })),
    verifyTOTPSetup: vi.fn(async () => undefined),
    updateMFAPreference: vi.fn(async () => undefined),
    fetchMFAPreference: vi.fn(async () => ({ enabled: [], preferred: undefined })),
    fetchDevices: vi.fn(async () => []),
    forgetDevice: vi.fn(async () => undefined),
    signOut: vi.fn(async () => undefined),
  };
  return auth;
}

function renderProfile() {
  const auth = fakeAuth();
  const store = getDefaultStore();
  const controller = new SessionController({
    boot,
    connection: testConnection(),
    store,
    loadAuth: async () => auth as unknown as AuthApi,
    storage: null,
    tabStorage: null,
    navigate: () => undefined,
  });
  store.set(sessionAtom, {
    ...SIGNED_OUT,
    token: { access_token: 'token', expires_in: Date.now() + 3_600_000 },
    profile: {
      username: 'paul.portal',
      given_name: 'Paul',
      family_name: 'Okafor',
      email: 'paul.okafor@northgate-labs.test',
      userType: 'AWSPortalUser',
      'custom:salesforceAccountId': 'ACC',
      'custom:salesforceContactId': 'CON',
      'custom:salesforceOrgId': null,
      'custom:local': 'en_US',
      locale: 'en-US',
    },
  });
  render(
    <GatewayProvider
      connection={testConnection()}
      queryClient={new QueryClient({ defaultOptions: { queries: { retry: false } } })}
    >
      <SessionProvider controller={controller}>
        <BillingProfile blockId="p" configuration={{}} contentJSON={null} />
      </SessionProvider>
    </GatewayProvider>,
  );
  return { auth };
}

afterEach(() => act(() => getDefaultStore().set(sessionAtom, SIGNED_OUT)));

describe('the billingProfile block', () => {
  it('saves locale and currency to the user, and money formatting follows at once', async () => {
    const { auth } = renderProfile();
    expect(screen.getByTestId('profile-money-sample')).toHaveTextContent('$1,234.50');
    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Language and region' }),
      'de_DE',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await userEvent.click(screen.getByRole('button', { name: 'Save details' }));
    await expect
      .poll(() => screen.getByTestId('profile-money-sample').textContent)
      .toMatch(/^1\.234,50\s€$/);
    expect(auth.updateUserAttributes).toHaveBeenCalledWith({
      userAttributes: {
        given_name: 'Paul',
        family_name: 'Okafor',
        'custom:local': 'de_DE',
        'custom:currency': 'EUR',
      },
    });
    expect(getDefaultStore().get(sessionAtom).profile?.locale).toBe('de-DE');
  });

  it('checks the new password next to its fields before changing it', async () => {
    const { auth } = renderProfile();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'Cellaris-demo-2026!');
    await userEvent.type(screen.getByLabelText(/^New password/), 'short');
    await userEvent.type(screen.getByLabelText(/^Repeat new password/), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByText('Use at least 8 characters.')).toBeVisible();
    expect(screen.getByText('The passwords do not match.')).toBeVisible();
    expect(auth.updatePassword).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText(/^New password/));
    await userEvent.type(screen.getByLabelText(/^New password/), 'Cellaris-next-2026!');
    await userEvent.clear(screen.getByLabelText(/^Repeat new password/));
    await userEvent.type(screen.getByLabelText(/^Repeat new password/), 'Cellaris-next-2026!');
    await userEvent.click(screen.getByRole('button', { name: 'Change password' }));
    await expect.poll(() => auth.updatePassword.mock.calls.length).toBe(1);
    expect(auth.updatePassword).toHaveBeenCalledWith({
      oldPassword: 'Cellaris-demo-2026!',
      newPassword: 'Cellaris-next-2026!',
    });
  });

  it('sets up an authenticator app with its QR code and a confirming code', async () => {
    const { auth } = renderProfile();
    const section = await screen.findByRole('region', { name: 'Two-step sign-in' });
    expect(await within(section).findByText('Off')).toBeVisible();
    await userEvent.click(
      within(section).getByRole('button', { name: 'Use an authenticator app' }),
    );
    expect(
      await within(section).findByRole('img', { name: 'QR code for your authenticator app' }),
    ).toBeVisible();
    expect(within(section).getByText('JBSWY3DPEHPK3PXP')).toBeVisible();
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Code from your app' }),
      '12',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    expect(within(section).getByText('Enter the 6-digit code from your app.')).toBeVisible();
    await userEvent.type(
      within(section).getByRole('textbox', { name: 'Code from your app' }),
      '3456',
    );
    await userEvent.click(within(section).getByRole('button', { name: 'Turn on' }));
    await expect.poll(() => auth.updateMFAPreference.mock.calls).toEqual([[{ totp: 'PREFERRED' }]]);
    expect(auth.verifyTOTPSetup).toHaveBeenCalledWith({ code: '123456' });
  });

  it('lists remembered devices, none on the local pool', async () => {
    renderProfile();
    expect(await screen.findByText(/No device is remembered/)).toBeVisible();
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore } from 'jotai';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import Login from '../../../blocks/login/Login';
import type { AuthApi } from '../../../runtime/session/amplifyAuth';
import { SessionProvider } from '../../../runtime/session/SessionProvider';
import { SessionController } from '../../../runtime/session/sessionController';
import type { BootConfig } from '../../../schemas/boot';
import type { LoginConfiguration } from '../../../schemas/generated/blocks/login';
import { awsJson, fakeGatewayFetch, testClient } from '../../runtime/gateway/fakeGatewayFetch';

const BOOT: BootConfig = {
  domain: {
    domain: 'portal.localhost',
    clientId: 'client-1',
    clientName: 'cellaris-portal',
    storefrontId: 'sf-1',
    storefrontName: 'Cellaris Portal',
    awsUserPoolId: 'us-east-1_Pool',
    guestAccountId: null,
    ssoInfo: null,
    organization: { id: 'org-1', salesforceOrgId: '00D-ORG' },
    resourcesDomain: 'portal.localhost',
  },
  metaItems: [],
  gateway: { url: '/graphql', apiKey: 'key' },
  identity: { region: 'us-east-1', userPoolEndpoint: '/identity/cognito' },
  buildId: 'test',
  themeHref: '/theme.css',
};

function renderLogin(
  auth: Partial<Record<keyof AuthApi, unknown>>,
  configuration: LoginConfiguration = { heading: 'Sign in' },
) {
  const gateway = fakeGatewayFetch(() => ({
    userActivityLog: awsJson({ statusCode: 200, content: 'ok' }),
  }));
  const navigate = vi.fn<(path: string) => void>();
  let controller: SessionController | null = null;
  controller = new SessionController({
    boot: BOOT,
    connection: {
      client: testClient(gateway.fetch),
      session: () => controller!.gatewaySession(),
      sleep: () => Promise.resolve(),
    },
    store: createStore(),
    // A stand-in for Amplify with only the functions each test's journey reaches.
    loadAuth: () => Promise.resolve(auth as unknown as AuthApi),
    storage: localStorage,
    tabStorage: sessionStorage,
    navigate,
  });
  render(
    <SessionProvider controller={controller}>
      <Login blockId="login" configuration={configuration} contentJSON={null} />
    </SessionProvider>,
  );
  return { navigate };
}

const signedInSession = () =>
  Promise.resolve({
    tokens: {
      accessToken: {
        toString: () => 'access-1',
        payload: { exp: 4_000_000_000, username: 'sam.sms', 'cognito:groups': ['AWSPortalUser'] },
      },
      idToken: { payload: { given_name: 'Samira' } },
    },
  });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('login block', () => {
  it('says which fields are empty, in the spec words, and focuses the first', async () => {
    renderLogin({});
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Username cannot be empty')).toBeInTheDocument();
    expect(screen.getByText('Password cannot be empty')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveFocus();
  });

  it('walks an SMS user through the code screen, then leaves /login', async () => {
    const signIn = vi.fn(() =>
      Promise.resolve({
        isSignedIn: false,
        nextStep: {
          signInStep: 'CONFIRM_SIGN_IN_WITH_SMS_CODE',
          codeDeliveryDetails: { destination: '+*******0123' },
        },
      }),
    );
    const confirmSignIn = vi.fn(() =>
      Promise.resolve({ isSignedIn: true, nextStep: { signInStep: 'DONE' } }),
    );
    const { navigate } = renderLogin({
      signIn,
      confirmSignIn,
      fetchAuthSession: signedInSession,
      fetchUserAttributes: () => Promise.resolve({}),
    });
    await userEvent.type(screen.getByLabelText('Username'), 'sam.sms');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenCalledWith({
      username: 'sam.sms',
      password: 'secret',
      options: { authFlowType: 'USER_PASSWORD_AUTH' },
    });
    expect(await screen.findByText('We sent a code to +*******0123.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.getByText('Confirmation code cannot be empty')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: '123456' });
  });

  it("shows the pool's refusal in an alert", async () => {
    renderLogin({
      signIn: () =>
        Promise.reject(
          Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' }),
        ),
    });
    await userEvent.type(screen.getByLabelText('Username'), 'dan.disabled');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('User is disabled.');
  });

  it('asks for a choice of MFA type and refuses none', async () => {
    const confirmSignIn = vi.fn(() =>
      Promise.resolve({
        isSignedIn: false,
        nextStep: { signInStep: 'CONFIRM_SIGN_IN_WITH_TOTP_CODE' },
      }),
    );
    renderLogin({
      signIn: () =>
        Promise.resolve({
          isSignedIn: false,
          nextStep: {
            signInStep: 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION',
            allowedMFATypes: ['SMS', 'TOTP'],
          },
        }),
      confirmSignIn,
    });
    await userEvent.type(screen.getByLabelText('Username'), 'tom');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Continue' }));
    expect(screen.getByRole('alert')).toHaveTextContent('No valid MFA method provided');
    await userEvent.click(await screen.findByLabelText('Authenticator app'));
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(confirmSignIn).toHaveBeenCalledWith({ challengeResponse: 'TOTP' });
    expect(
      await screen.findByRole('heading', { name: 'Enter your authenticator code' }),
    ).toBeInTheDocument();
  });

  it('offers device confirmation and shows why it failed', async () => {
    const rememberDevice = vi.fn(() =>
      Promise.reject(
        // What Amplify v6 throws when the pool keeps no device metadata.
        Object.assign(
          new Error(
            'Either deviceKey, deviceGroupKey or secretPassword were not found during the sign-in process.',
          ),
          { name: 'DeviceMetadataNotFoundException' },
        ),
      ),
    );
    const { navigate } = renderLogin(
      {
        signIn: () => Promise.resolve({ isSignedIn: true, nextStep: { signInStep: 'DONE' } }),
        rememberDevice,
        fetchAuthSession: signedInSession,
        fetchUserAttributes: () => Promise.resolve({}),
      },
      { offerRememberDevice: true },
    );
    await userEvent.type(screen.getByLabelText('Username'), 'sam.sms');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Remember this device' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Device tracking has not been configured in this User Pool',
    );
    expect(navigate).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Not now' }));
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/'));
  });
});

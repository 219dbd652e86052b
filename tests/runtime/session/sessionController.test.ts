import { QueryClient } from '@tanstack/react-query';
import { createStore } from 'jotai';
import { installCart, type InstalledCart } from '../../../runtime/domain/cart/cartStore';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BootConfig } from '../../../schemas/boot';
import { SessionExpiredError } from '../../../runtime/gateway/index';
import { notifySessionExpired } from '../../../runtime/gateway/sessionExpiry';
import type { AuthApi } from '../../../runtime/session/amplifyAuth';
import { SessionController } from '../../../runtime/session/sessionController';
import { rememberLoginRedirect } from '../../../runtime/storefront/loginRedirect';
import { toastAtom } from '../../../runtime/state/toastAtom';
import { getDefaultStore } from 'jotai';
import {
  awsJson,
  fakeGatewayFetch,
  testClient,
  type ReceivedRequest,
} from '../gateway/fakeGatewayFetch';

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

const NOW = 1_800_000_000_000;
const accessToken = (value: string, exp = NOW / 1000 + 3600) => ({
  toString: () => value,
  payload: { exp, username: 'maria.manager', 'cognito:groups': ['AWSManager', 'AWSAdmin'] },
});

/** A stand-in for Amplify: only what the controller calls, answering like Amplify does. */
function fakeAuth() {
  const auth = {
    fetchAuthSession: vi.fn(() =>
      Promise.resolve({
        tokens: {
          accessToken: accessToken('access-1'),
          idToken: { payload: { given_name: 'Maria', 'custom:local': 'de_DE' } },
        },
      }),
    ),
    fetchUserAttributes: vi.fn(() =>
      Promise.resolve({
        family_name: 'Keller',
        email: 'maria@example.test',
        'custom:salesforceAccountId': 'ACC-1',
        'custom:salesforceContactId': 'CON-1',
      }),
    ),
    signOut: vi.fn(() => Promise.resolve()),
  };
  return auth;
}

function crmAnswer(request: ReceivedRequest): Record<string, unknown> {
  const query = request.body.query;
  if (query.includes('userActivityLog')) {
    return { userActivityLog: awsJson({ statusCode: 200, content: 'Activity logged.' }) };
  }
  const data = JSON.parse(String(request.body.variables.data)) as { endpoint: string };
  const content = data.endpoint.includes('type=getRecord')
    ? { recordData: { Id: 'ACC-1', Name: 'Northgate Research' } }
    : {
        quote: { id: 'Q-ACTIVE', currency: 'USD', shipping: {} },
        lineItems: [{ id: 'L1', itemId: 'A', qty: 3, totalPrice: 30, promoDiscount: 0 }],
        itemCount: 3,
      };
  return {
    salesforceActions: awsJson({
      statusCode: 200,
      salesforceActions: awsJson({ statusCode: 200, content }),
    }),
  };
}

let installedCart: InstalledCart | null = null;
afterEach(() => {
  installedCart?.uninstall();
  installedCart = null;
});

function setup(auth = fakeAuth(), options: { withCart?: boolean } = {}) {
  const gateway = fakeGatewayFetch(crmAnswer);
  const navigate = vi.fn<(path: string) => void>();
  const leave = vi.fn<(url: string) => void>();
  let controller: SessionController | null = null;
  const connection = {
    client: testClient(gateway.fetch),
    session: () => controller!.gatewaySession(),
    sleep: () => Promise.resolve(),
  };
  const make = () =>
    new SessionController({
      boot: BOOT,
      connection,
      // As the app wires them (runtime/start.tsx): the cart follows the user and the account.
      onContextChanged: () => installedCart?.reload(),
      store: createStore(),
      // Only the functions fakeAuth has are called in these tests; the rest is never reached.
      loadAuth: () => Promise.resolve(auth as unknown as AuthApi),
      storage: localStorage,
      tabStorage: sessionStorage,
      now: () => NOW,
      navigate,
      leave,
      currentPath: () => '/billing/cases?page=2',
    });
  controller = make();
  if (options.withCart) installedCart = installCart(connection, new QueryClient());
  return { controller, auth, gateway, navigate, leave, reload: () => (controller = make()) };
}

const toastMessage = () => getDefaultStore().get(toastAtom)?.message;

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  getDefaultStore().set(toastAtom, null);
});

describe('completing a password sign-in', () => {
  it('stores the session under the spec keys and returns the saved path', async () => {
    const { controller } = setup();
    rememberLoginRedirect('sf-1', '/billing/cases');
    await expect(controller.completePasswordSignIn()).resolves.toBe('/billing/cases');
    expect(JSON.parse(localStorage.getItem('ec-aws-tokendata-sf-1')!)).toEqual({
      access_token: 'access-1',
      expires_in: NOW + 3_600_000,
    });
    const profile = JSON.parse(localStorage.getItem('ec-aws-userdata-sf-1')!) as Record<
      string,
      unknown
    >;
    expect(profile).toMatchObject({
      username: 'maria.manager',
      given_name: 'Maria',
      family_name: 'Keller',
      userType: 'AWSManager',
      locale: 'de-DE',
    });
    expect(JSON.parse(localStorage.getItem('ec-account-sf-1')!)).toEqual({
      Id: 'ACC-1',
      Name: 'Northgate Research',
    });
    expect(controller.isLoggedIn()).toBe(true);
    expect(controller.gatewaySession()).toEqual({
      domain: 'portal.localhost',
      accessToken: 'access-1',
      activeStorefront: { accountId: 'ACC-1', userType: 'AWSManager', contactId: 'CON-1' },
      indirectBuyerAccountId: null,
    });
  });

  it('logs a login activity and goes to / without a saved path', async () => {
    const { controller, gateway } = setup();
    await expect(controller.completePasswordSignIn()).resolves.toBe('/');
    const log = gateway.received.find((r) => r.body.query.includes('userActivityLog'));
    expect(JSON.parse(String(log?.body.variables.data))).toMatchObject({
      storefrontId: 'sf-1',
      userName: 'maria.manager',
      userPoolId: 'us-east-1_Pool',
      payload: { action: 'login', contactId: 'CON-1', domain: 'portal.localhost', timestamp: NOW },
    });
  });

  it('turns a stored guest quote into the active cart once, when the cart reloads for the user', async () => {
    localStorage.setItem('EC_GUEST_QUOTE', 'Q-GUEST-1');
    const { controller, gateway } = setup(fakeAuth(), { withCart: true });
    await controller.completePasswordSignIn();
    const endpoints = () =>
      gateway.received
        .filter((r) => r.body.query.includes('salesforceActions'))
        .map((r) => (JSON.parse(String(r.body.variables.data)) as { endpoint: string }).endpoint);
    await vi.waitFor(() => expect(localStorage.getItem('EC_Quote_Id')).toBe('Q-ACTIVE'));
    expect(
      endpoints().filter((endpoint) => endpoint.includes('type=makeActiveCartForGuest')),
    ).toEqual([
      '/services/apexrest/ecommerce?type=makeActiveCartForGuest&cid=CON-1&accId=ACC-1&ut=AWSManager&quoteId=Q-GUEST-1',
    ]);
    expect(localStorage.getItem('EC_GUEST_QUOTE')).toBeNull();
  });
});

describe('session lifetime', () => {
  it('sign-out clears the session keys, session storage and quote id, then goes to /login', async () => {
    const { controller, auth, navigate } = setup();
    await controller.completePasswordSignIn();
    localStorage.setItem('EC_Quote_Id', 'Q-1');
    localStorage.setItem('CognitoIdentityServiceProvider.client-1.maria.accessToken', 'x');
    sessionStorage.setItem('anything', '1');
    await controller.signOut();
    expect(auth.signOut).toHaveBeenCalled();
    expect(Object.keys(localStorage)).toEqual([]);
    expect(sessionStorage.length).toBe(0);
    expect(controller.isLoggedIn()).toBe(false);
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a refresh that yields no tokens expires the session, keeping the intended path', async () => {
    const { controller, auth, navigate } = setup();
    await controller.completePasswordSignIn();
    auth.fetchAuthSession.mockResolvedValueOnce({ tokens: undefined } as never);
    await controller.refresh();
    expect(controller.isLoggedIn()).toBe(false);
    expect(toastMessage()).toBe('Session Expired, Please login again');
    expect(localStorage.getItem('ec-aws-loginredirect-sf-1')).toBe('/billing/cases?page=2');
    expect(navigate).toHaveBeenCalledWith('/login');
  });

  it('a disabled user is signed out at the refresh', async () => {
    const { controller, auth } = setup();
    await controller.completePasswordSignIn();
    auth.fetchAuthSession.mockRejectedValueOnce(
      Object.assign(new Error('User is disabled.'), { name: 'NotAuthorizedException' }),
    );
    await controller.refresh();
    expect(controller.isLoggedIn()).toBe(false);
    expect(toastMessage()).toBe('Session Expired, Please login again');
  });

  it('a passing refresh failure keeps the user signed in', async () => {
    const { controller, auth } = setup();
    await controller.completePasswordSignIn();
    auth.fetchAuthSession.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await controller.refresh();
    expect(controller.isLoggedIn()).toBe(true);
  });

  it("the gateway's 401 expires the session once", async () => {
    const { controller, navigate } = setup();
    await controller.completePasswordSignIn();
    const stop = controller.start();
    const error = new SessionExpiredError({ origin: 'result' } as never);
    notifySessionExpired(error);
    notifySessionExpired(error);
    await vi.waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(navigate).toHaveBeenCalledTimes(1);
    stop();
  });
});

describe('account switching (spec 001 section 4)', () => {
  it('choosing an account clears the indirect buyer; both survive a reload', async () => {
    const { controller, reload } = setup();
    await controller.completePasswordSignIn();
    controller.chooseIndirectBuyer({ CURRENT: { Id: 'IB-1', Name: 'St. Aldric' } });
    expect(controller.gatewaySession().indirectBuyerAccountId).toBe('IB-1');
    expect(reload().gatewaySession().indirectBuyerAccountId).toBe('IB-1');
    const again = reload();
    again.chooseAccount({ Id: 'ACC-2', Name: 'Clinic' });
    expect(again.gatewaySession()).toMatchObject({
      activeStorefront: { accountId: 'ACC-2' },
      indirectBuyerAccountId: null,
    });
    expect(localStorage.getItem('ec-ib-account-sf-1')).toBeNull();
  });

  it('choosing an indirect buyer resets the quote; clearing it reloads the active quote once', async () => {
    const { controller, gateway } = setup(fakeAuth(), { withCart: true });
    await controller.completePasswordSignIn();
    await vi.waitFor(() => expect(localStorage.getItem('EC_Quote_Id')).toBe('Q-ACTIVE'));
    controller.chooseIndirectBuyer({ CURRENT: { Id: 'IB-1', Name: 'St. Aldric' } });
    expect(localStorage.getItem('EC_Quote_Id')).toBeNull();
    await vi.waitFor(() => expect(localStorage.getItem('EC_Quote_Id')).toBe('Q-ACTIVE'));
    localStorage.removeItem('EC_Quote_Id');
    const before = gateway.received.length;
    controller.clearIndirectBuyer();
    expect(controller.gatewaySession().indirectBuyerAccountId).toBeNull();
    await vi.waitFor(() => expect(localStorage.getItem('EC_Quote_Id')).toBe('Q-ACTIVE'));
    const reads = gateway.received
      .slice(before)
      .filter((r) => String(r.body.variables.data).includes('type=getActiveQuote'));
    expect(reads).toHaveLength(1);
  });
});

describe('dev mode', () => {
  it('logs the time left on the token every 60 s, never the token', async () => {
    const lines: string[] = [];
    const { controller } = setup();
    await controller.completePasswordSignIn();
    sessionStorage.setItem('bf-dev-mode', '1');
    vi.useFakeTimers();
    try {
      const logging: SessionController = new SessionController({
        boot: BOOT,
        connection: { client: testClient(), session: () => logging.gatewaySession() },
        store: createStore(),
        loadAuth: () => Promise.reject(new Error('not needed')),
        storage: localStorage,
        tabStorage: sessionStorage,
        now: () => NOW,
        log: (line) => lines.push(line),
      });
      const stop = logging.start();
      vi.advanceTimersByTime(60_000);
      stop();
    } finally {
      vi.useRealTimers();
    }
    expect(lines).toEqual(['[session] access token expires in 3600 s']);
  });
});

import { render } from '@testing-library/react';
import { getDefaultStore } from 'jotai';
import type { ReactElement } from 'react';
import { createStorefrontQueryClient } from '../../runtime/app/createStorefrontQueryClient';
import { GatewayProvider } from '../../runtime/app/GatewayProvider';
import { resetAccountData } from '../../runtime/domain/accounts/accountsStore';
import type { GatewayConnection } from '../../runtime/gateway/index';
import { SessionController, SessionProvider, sessionAtom } from '../../runtime/session/index';
import type { BootConfig } from '../../schemas/boot';
import {
  crmAnswer,
  fakeGatewayFetch,
  sentData,
  testClient,
  type ReceivedRequest,
} from '../runtime/gateway/fakeGatewayFetch';
import { signedInState } from './signedInSession';

const BOOT: BootConfig = {
  domain: {
    domain: 'portal.localhost',
    clientId: 'client-1',
    clientName: 'cellaris-portal',
    storefrontId: 'sf-test',
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

/** A makeCall as the fake CRM sees it: its type, query and the account it acts for. */
export interface SeenCall {
  type: string;
  query: URLSearchParams;
  accountId: unknown;
  payload: unknown;
}

/**
 * A signed-in demo user with the app's real session controller (account switching, storage) and
 * query client, whose context change drops the old account's reads as the shell does
 * (runtime/start.tsx). `answer` plays the CRM for each makeCall; `calls` records them.
 */
export function accountAreaHarness(
  answer: (call: SeenCall) => unknown,
  username = 'maria.manager',
) {
  const queryClient = createStorefrontQueryClient();
  const calls: SeenCall[] = [];
  const gateway = fakeGatewayFetch((request: ReceivedRequest) => {
    const data = sentData(request);
    const endpoint = new URL(String(data.endpoint), 'https://crm.invalid');
    const call: SeenCall = {
      type: endpoint.searchParams.get('type') ?? '',
      query: endpoint.searchParams,
      accountId: data.accountId,
      payload: data.payload ? (JSON.parse(String(data.payload)) as unknown) : null,
    };
    calls.push(call);
    return { salesforceActions: crmAnswer(answer(call)) };
  });
  let controller: SessionController | null = null;
  const connection: GatewayConnection = {
    client: testClient(gateway.fetch),
    session: () => controller!.gatewaySession(),
    sleep: () => Promise.resolve(),
  };
  let contextChanges = 0;
  controller = new SessionController({
    boot: BOOT,
    connection,
    store: getDefaultStore(),
    loadAuth: () => Promise.reject(new Error('no identity actions in this test')),
    storage: localStorage,
    tabStorage: sessionStorage,
    onContextChanged: () => {
      contextChanges += 1;
      void resetAccountData(queryClient);
    },
  });
  getDefaultStore().set(sessionAtom, signedInState(username));
  return {
    controller,
    calls,
    queryClient,
    contextChanges: () => contextChanges,
    render: (ui: ReactElement) =>
      render(
        <GatewayProvider connection={connection} queryClient={queryClient}>
          <SessionProvider controller={controller}>{ui}</SessionProvider>
        </GatewayProvider>,
      ),
  };
}

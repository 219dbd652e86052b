import { describe, expect, it } from 'vitest';
import type { GatewaySession } from '../../../runtime/gateway/gatewaySession';
import {
  decorateOperationData,
  type DataOperation,
  type OperationData,
} from '../../../runtime/gateway/payloadDecoration';
import { GUEST_SESSION, SIGNED_IN_SESSION } from './fakeGatewayFetch';

const SWITCHED_SESSION: GatewaySession = {
  ...SIGNED_IN_SESSION,
  indirectBuyerAccountId: 'IB-ACC-9',
};

const SIGNED_IN_DECORATION = {
  accessToken: 'access-token-1',
  userType: 'AWSManager',
  accountId: 'ACC-1',
  domain: 'portal.localhost',
};

describe('decorateOperationData (spec 000 section 6)', () => {
  it.each<{
    name: string;
    operation: DataOperation;
    data: OperationData | undefined;
    session: GatewaySession;
    sent: OperationData | undefined;
  }>([
    {
      name: 'salesforceActions gets the four fields',
      operation: 'salesforceActions',
      data: { endpoint: '/x' },
      session: SIGNED_IN_SESSION,
      sent: { endpoint: '/x', ...SIGNED_IN_DECORATION },
    },
    {
      name: 'salesforceApi',
      operation: 'salesforceApi',
      data: { objectName: 'Case', fieldName: 'Status' },
      session: SIGNED_IN_SESSION,
      sent: { objectName: 'Case', fieldName: 'Status', ...SIGNED_IN_DECORATION },
    },
    {
      name: 'getLoginInfo with no data gets the domain',
      operation: 'getLoginInfo',
      data: undefined,
      session: SIGNED_IN_SESSION,
      sent: SIGNED_IN_DECORATION,
    },
    {
      name: 'userActivityLog',
      operation: 'userActivityLog',
      data: { userName: 'u' },
      session: SIGNED_IN_SESSION,
      sent: { userName: 'u', ...SIGNED_IN_DECORATION },
    },
    {
      name: 'userActions',
      operation: 'userActions',
      data: { action: 'activate' },
      session: SIGNED_IN_SESSION,
      sent: { action: 'activate', ...SIGNED_IN_DECORATION },
    },
    {
      name: 'identity actions (cognitoActions) are sent as they are',
      operation: 'cognitoActions',
      data: { email: 'a@b.c' },
      session: SIGNED_IN_SESSION,
      sent: { email: 'a@b.c' },
    },
    {
      name: 'cognitoActions without data stays without data',
      operation: 'cognitoActions',
      data: undefined,
      session: SIGNED_IN_SESSION,
      sent: undefined,
    },
    {
      name: 'listUsers is sent as it is',
      operation: 'listUsers',
      data: { limit: 20 },
      session: SIGNED_IN_SESSION,
      sent: { limit: 20 },
    },
    {
      name: 'a switched indirect-buyer account overrides the account',
      operation: 'salesforceActions',
      data: {},
      session: SWITCHED_SESSION,
      sent: { ...SIGNED_IN_DECORATION, accountId: 'IB-ACC-9' },
    },
    {
      name: "the session's values win over the caller's",
      operation: 'salesforceActions',
      data: { accountId: 'STALE', domain: 'other', userType: 'X', accessToken: 'old', keep: 1 },
      session: SWITCHED_SESSION,
      sent: { keep: 1, ...SIGNED_IN_DECORATION, accountId: 'IB-ACC-9' },
    },
    {
      name: 'a guest: no token, AWSGuest, the guest account',
      operation: 'salesforceActions',
      data: {},
      session: GUEST_SESSION,
      sent: {
        accessToken: null,
        userType: 'AWSGuest',
        accountId: 'GUEST-ACC',
        domain: 'guest.localhost',
      },
    },
    {
      name: 'no account known yet',
      operation: 'getLoginInfo',
      data: {},
      session: {
        ...GUEST_SESSION,
        activeStorefront: { accountId: null, userType: 'AWSGuest', contactId: null },
      },
      sent: { accessToken: null, userType: 'AWSGuest', accountId: null, domain: 'guest.localhost' },
    },
  ])('$name', ({ operation, data, session, sent }) => {
    expect(decorateOperationData(operation, data, session)).toEqual(sent);
  });

  it("does not change the caller's data", () => {
    const data = { a: 1 };
    decorateOperationData('salesforceActions', data, SIGNED_IN_SESSION);
    expect(data).toEqual({ a: 1 });
  });
});

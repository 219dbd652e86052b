import { describe, expect, it } from 'vitest';
import type { EndpointBase } from '../../../schemas/endpointBases';
import type { GatewaySession } from '../../../runtime/gateway/gatewaySession';
import {
  buildEndpoint,
  buildMakeCallData,
  encodePayload,
  type MakeCallQuery,
} from '../../../runtime/gateway/makeCallRequest';
import { GUEST_SESSION, SIGNED_IN_SESSION } from './fakeGatewayFetch';

describe('buildEndpoint', () => {
  it.each<{ base: EndpointBase; type: string; query?: MakeCallQuery; endpoint: string }>([
    {
      base: 'ecommerce',
      type: 'getRecord',
      endpoint: '/services/apexrest/ecommerce?type=getRecord',
    },
    {
      base: 'ecommerce',
      type: 'makeActiveCartForGuest',
      query: { cid: 'C1', accId: 'A1', ut: 'AWSGuest', quoteId: 'Q1' },
      endpoint:
        '/services/apexrest/ecommerce?type=makeActiveCartForGuest&cid=C1&accId=A1&ut=AWSGuest&quoteId=Q1',
    },
    {
      base: 'ecommerce',
      type: 'getShuttleInfo',
      query: { quoteId: 'Q 1&2' },
      endpoint: '/services/apexrest/ecommerce?type=getShuttleInfo&quoteId=Q+1%262',
    },
    {
      base: 'guidance',
      type: 'getGuidance',
      query: { skipped: undefined, none: null, n: 3, flag: true },
      endpoint: '/services/apexrest/guidance?type=getGuidance&n=3&flag=true',
    },
    { base: 'billingPortal', type: 't', endpoint: '/services/apexrest/billingportal?type=t' },
    {
      base: 'payment',
      type: 'generateSignature',
      endpoint: '/services/apexrest/payment?type=generateSignature',
    },
    { base: 'eLearning', type: 't', endpoint: '/services/apexrest/elearning?type=t' },
    { base: 'cpq', type: 't', endpoint: '/services/apexrest/cpq?type=t' },
    {
      base: 'installBaseManager',
      type: 'getPartsList',
      endpoint: '/services/apexrest/ibm?type=getPartsList',
    },
    { base: 'paymentMethod', type: 't', endpoint: '/services/apexrest/paymentmethod?type=t' },
  ])('$base $type', ({ base, type, query, endpoint }) => {
    expect(buildEndpoint(base, type, query)).toBe(endpoint);
  });
});

describe('encodePayload', () => {
  it.each([
    { payload: undefined, text: '' },
    { payload: {}, text: '{}' },
    {
      payload: { promoCode: 'SAVE', qliIds: ['L1'] },
      text: '{"promoCode":"SAVE","qliIds":["L1"]}',
    },
    { payload: [{ Id: 'L1' }], text: '[{"Id":"L1"}]' },
  ])('$payload -> $text', ({ payload, text }) => {
    expect(encodePayload(payload)).toBe(text);
  });
});

// The session's userType, accountId and domain are added when the data is sent
// (payloadDecoration.ts); makeCall.test.ts checks the data as it goes over the wire.
describe('buildMakeCallData (spec 000 section 7)', () => {
  it.each<{ name: string; session: GatewaySession; data: Record<string, unknown> }>([
    {
      name: 'a signed-in user',
      session: SIGNED_IN_SESSION,
      data: {
        callType: 'POST',
        endpoint: '/services/apexrest/ecommerce?type=applyPromoCodeNG&ut=AWSManager',
        payload: '{"promoCode":"SAVE10","quoteId":"Q1"}',
        contactId: 'CON-1',
      },
    },
    {
      name: 'a switched indirect-buyer account',
      session: { ...SIGNED_IN_SESSION, indirectBuyerAccountId: 'IB-7' },
      data: {
        callType: 'POST',
        endpoint: '/services/apexrest/ecommerce?type=applyPromoCodeNG&ut=AWSManager',
        payload: '{"promoCode":"SAVE10","quoteId":"Q1"}',
        contactId: 'CON-1',
      },
    },
    {
      name: 'a guest (no contact)',
      session: GUEST_SESSION,
      data: {
        callType: 'POST',
        endpoint: '/services/apexrest/ecommerce?type=applyPromoCodeNG&ut=AWSManager',
        payload: '{"promoCode":"SAVE10","quoteId":"Q1"}',
      },
    },
  ])('$name', ({ session, data }) => {
    expect(
      buildMakeCallData(
        {
          base: 'ecommerce',
          type: 'applyPromoCodeNG',
          method: 'POST',
          query: { ut: 'AWSManager' },
          payload: { promoCode: 'SAVE10', quoteId: 'Q1' },
        },
        session,
      ),
    ).toEqual(data);
  });

  it('adds the caller fields to the payload of the parts-ordering types that need them', () => {
    const data = buildMakeCallData(
      {
        base: 'installBaseManager',
        type: 'takeThisQuote',
        method: 'POST',
        payload: { quoteId: 'Q9' },
      },
      SIGNED_IN_SESSION,
    );
    expect(JSON.parse(data.payload)).toEqual({
      quoteId: 'Q9',
      userTypeAWS: 'AWSManager',
      contactIdAWS: 'CON-1',
    });
  });

  it('sends an empty payload as empty text', () => {
    const data = buildMakeCallData(
      { base: 'ecommerce', type: 'getQLIsForPromoCode', method: 'POST', query: { quoteId: 'Q1' } },
      SIGNED_IN_SESSION,
    );
    expect(data.payload).toBe('');
    expect(data.callType).toBe('POST');
  });
});

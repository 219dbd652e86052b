import { describe, expect, it } from 'vitest';
import {
  addCallerPayloadFields,
  type MakeCallPayload,
} from '../../../runtime/gateway/callerPayloadFields';
import { GUEST_SESSION, SIGNED_IN_SESSION } from './fakeGatewayFetch';

describe('addCallerPayloadFields (spec 001 sections 6 and 7)', () => {
  it.each<{ type: string; payload: MakeCallPayload; sent: MakeCallPayload }>([
    {
      type: 'getQliQuantity',
      payload: { quoteId: 'Q1' },
      sent: { quoteId: 'Q1', awsUserType: 'AWSManager', contactId: 'CON-1' },
    },
    {
      type: 'addPartToQuote',
      payload: { partId: 'P1' },
      sent: { partId: 'P1', awsUserType: 'AWSManager', contactId: 'CON-1' },
    },
    {
      type: 'getActiveOpenCart',
      payload: {},
      sent: { userTypeAWS: 'AWSManager', contactIdAWS: 'CON-1' },
    },
    {
      type: 'takeThisQuote',
      payload: { quoteId: 'Q2' },
      sent: { quoteId: 'Q2', userTypeAWS: 'AWSManager', contactIdAWS: 'CON-1' },
    },
    {
      type: 'getActiveOpenCart',
      payload: undefined,
      sent: { userTypeAWS: 'AWSManager', contactIdAWS: 'CON-1' },
    },
    { type: 'getPartsList', payload: { q: 'pump' }, sent: { q: 'pump' } },
    { type: 'updateQtyOnQLIs', payload: [{ Id: 'L1', qty: 2 }], sent: [{ Id: 'L1', qty: 2 }] },
    { type: 'retrieveQuoteLines', payload: undefined, sent: undefined },
    { type: 'toString', payload: { a: 1 }, sent: { a: 1 } },
    {
      type: 'getQliQuantity',
      payload: { awsUserType: 'forged', contactId: 'forged' },
      sent: { awsUserType: 'AWSManager', contactId: 'CON-1' },
    },
  ])('$type with $payload', ({ type, payload, sent }) => {
    expect(addCallerPayloadFields(type, payload, SIGNED_IN_SESSION)).toEqual(sent);
  });

  it('a guest has no contact', () => {
    expect(addCallerPayloadFields('addPartToQuote', {}, GUEST_SESSION)).toEqual({
      awsUserType: 'AWSGuest',
      contactId: null,
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  GUEST_QUOTE_KEY,
  QUOTE_ID_KEY,
  sessionStorageKeys,
  signOutKeys,
} from '../../../runtime/session/storageKeys';

describe('session storage keys (spec 000 section 9)', () => {
  it('puts the storefront id after each prefix', () => {
    expect(sessionStorageKeys('sf-1')).toEqual({
      tokenData: 'ec-aws-tokendata-sf-1',
      userData: 'ec-aws-userdata-sf-1',
      loginInfo: 'ec-aws-logininfo-sf-1',
      loginRedirect: 'ec-aws-loginredirect-sf-1',
      account: 'ec-account-sf-1',
      indirectBuyerAccount: 'ec-ib-account-sf-1',
    });
  });

  it('names the quote keys exactly', () => {
    expect(GUEST_QUOTE_KEY).toBe('EC_GUEST_QUOTE');
    expect(QUOTE_ID_KEY).toBe('EC_Quote_Id');
  });

  it('sign-out removes the user, token, account and indirect-buyer keys, not the redirect', () => {
    expect(signOutKeys('sf-1')).toEqual([
      'ec-aws-userdata-sf-1',
      'ec-aws-tokendata-sf-1',
      'ec-account-sf-1',
      'ec-ib-account-sf-1',
    ]);
  });
});

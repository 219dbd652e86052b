import { describe, expect, it } from 'vitest';
import {
  canPayOnTerms,
  newIdempotencyKey,
  placeOrderBlockers,
} from '../../../../runtime/domain/checkout/checkoutRules';
import { isAddressComplete, postalCodeProblem } from '../../../../schemas/address/countryRules';
import type { CheckoutFacts } from '../../../../runtime/domain/checkout/checkoutRules';

const READY = {
  ShippingStreet: '400 Longwood Avenue',
  ShippingCity: 'Boston',
  ShippingState: 'MA',
  ShippingPostalCode: '02115',
  ShippingCountry: 'United States',
  Shipping_Service_Id__c: 'ship-fedex-ground',
  Pay_Online_Terms__c: 'Net 30',
  Payment_Method__c: 'Terms',
  PoNumber: 'PO-1',
  Terms_Accepted__c: true,
};

const facts = (over: Partial<CheckoutFacts> = {}, fields: Record<string, unknown> = {}) =>
  placeOrderBlockers({
    fields: { ...READY, ...fields } as CheckoutFacts['fields'],
    lineCount: 2,
    isGuest: false,
    cardAuthorized: false,
    savesPending: false,
    savesFailed: false,
    ...over,
  });

describe('placeOrderBlockers', () => {
  it('is empty for a complete checkout on terms with a PO', () => {
    expect(facts()).toEqual([]);
  });

  it('names every missing step in the order of the page, in the words the CRM uses', () => {
    expect(
      facts(
        { lineCount: 0, isGuest: true },
        {
          ShippingPostalCode: '',
          Shipping_Service_Id__c: null,
          Payment_Method__c: null,
          Terms_Accepted__c: false,
        },
      ),
    ).toEqual([
      'The cart is empty.',
      'Enter your name and email address.',
      'Enter the complete shipping address.',
      'Choose a shipping method.',
      'Choose how to pay.',
      'Accept the terms and conditions.',
    ]);
  });

  it('asks for a PO on terms, refuses terms to a guest or a prepaid account, and a card payment first', () => {
    expect(facts({}, { PoNumber: ' ' })).toEqual(['Enter a PO number to pay on account.']);
    expect(facts({}, { Pay_Online_Terms__c: 'Prepaid' })).toEqual([
      'This account cannot buy on payment terms: pay by card.',
    ]);
    expect(
      facts({ isGuest: true }, { Buyer_Contact_Name__c: 'A B', Buyer_Email__c: 'a@b.test' }),
    ).toEqual(['This account cannot buy on payment terms: pay by card.']);
    expect(facts({}, { Payment_Method__c: 'Card' })).toEqual([
      'Pay by card before placing the order.',
    ]);
    expect(facts({ cardAuthorized: true }, { Payment_Method__c: 'Card' })).toEqual([]);
  });

  it("lists other blocks' requirements after the quote's own", () => {
    expect(facts({ requirements: ['4. Order details: PO number.'] }, { PoNumber: '' })).toEqual([
      'Enter a PO number to pay on account.',
      '4. Order details: PO number.',
    ]);
  });

  it('checks the postal code against the country and waits for unsaved or failed saves', () => {
    expect(facts({}, { ShippingPostalCode: '0211' })).toEqual([
      'Check the shipping address: ZIP code: Use 5 digits, or 5+4 digits (02115-1234).',
    ]);
    expect(facts({ savesPending: true })).toEqual(['Saving your changes…']);
    expect(facts({ savesFailed: true, savesPending: true })).toEqual([
      'Some changes were not saved: check the fields marked above.',
    ]);
  });
});

describe('address rules', () => {
  it.each([
    ['United States', '02115', null],
    ['US', '02115-1234', null],
    ['United States', 'ABCDE', 'ZIP code: Use 5 digits, or 5+4 digits (02115-1234).'],
    ['Canada', 'K1A 0B1', null],
    ['Canada', '12345', 'Postal code: Use the form A1A 1A1.'],
    ['United Kingdom', 'CB2 1TN', null],
    ['Germany', '6911', 'Postal code: Use 5 digits.'],
    ['Atlantis', 'anything', null],
  ])('%s %s', (country, zip, problem) => {
    expect(postalCodeProblem(country, zip)).toBe(problem);
  });

  it('needs address, city, state, zip and country (spec 001 section 5)', () => {
    const full = { address: '1 Main', city: 'Boston', state: 'MA', zip: '02110', country: 'US' };
    expect(isAddressComplete(full)).toBe(true);
    for (const part of ['address', 'city', 'state', 'zip', 'country'] as const)
      expect(isAddressComplete({ ...full, [part]: ' ' })).toBe(false);
  });

  it('lets signed-in accounts with terms pay on account', () => {
    expect(canPayOnTerms({ Pay_Online_Terms__c: 'Net 30' }, false)).toBe(true);
    expect(canPayOnTerms({ Pay_Online_Terms__c: 'Net 30' }, true)).toBe(false);
    expect(canPayOnTerms({ Pay_Online_Terms__c: 'Prepaid' }, false)).toBe(false);
    expect(canPayOnTerms({ Pay_Online_Terms__c: null }, false)).toBe(true);
  });
});

describe('newIdempotencyKey', () => {
  it('is accepted by the CRM and new for each attempt', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });
});

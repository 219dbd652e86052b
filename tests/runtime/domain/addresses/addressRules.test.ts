import { describe, expect, it } from 'vitest';
import {
  addressLines,
  addressProblems,
  carrierAccountNumberProblem,
  defaultShippingAddress,
  normalizedAddress,
  serviceToPreselect,
  sortedAddressBook,
  type SavedAddress,
} from '../../../../runtime/domain/addresses/index';

const US = {
  Street: '400 Longwood Avenue',
  City: 'Boston',
  State: 'MA',
  PostalCode: '02115',
  Country: 'United States',
};

const saved = (id: string, name: string, isDefault = false): SavedAddress => ({
  Id: id,
  Name: name,
  Street: '1 Main St',
  Street2: null,
  City: 'Boston',
  State: 'MA',
  PostalCode: '02115',
  Country: 'United States',
  Location: null,
  ContactName: null,
  Email: null,
  Phone: null,
  IsDefaultShipping: isDefault,
  IsDefaultBilling: false,
});

describe('addressProblems: the address book rule shared with checkout and the CRM', () => {
  it('accepts a complete address and names each missing required part', () => {
    expect(addressProblems(US)).toEqual({});
    expect(addressProblems({ Country: 'United States' })).toEqual({
      Street: 'Enter the street address.',
      City: 'Enter the city.',
      PostalCode: 'Enter the ZIP code.',
      State: 'Enter the state.',
    });
    expect(addressProblems({})).toMatchObject({ Country: 'Enter the country.' });
  });

  it("checks the state against the country's list and the postal code against its pattern", () => {
    expect(addressProblems({ ...US, State: 'Bavaria' })).toEqual({
      State: 'Choose a state of United States.',
    });
    expect(addressProblems({ ...US, PostalCode: '2115' })).toEqual({
      PostalCode: 'ZIP code: Use 5 digits, or 5+4 digits (02115-1234).',
    });
    expect(
      addressProblems({ ...US, Country: 'Canada', State: 'ON', PostalCode: 'K1A 0B1' }),
    ).toEqual({});
    expect(addressProblems({ ...US, Country: 'Canada', State: 'ON', PostalCode: '02115' })).toEqual(
      {
        PostalCode: 'Postal code: Use the form A1A 1A1.',
      },
    );
    // No state list and no state needed in the United Kingdom; a province is named as such.
    expect(
      addressProblems({
        Street: '1 Trumpington St',
        City: 'Cambridge',
        PostalCode: 'CB2 1TN',
        Country: 'United Kingdom',
      }),
    ).toEqual({});
    expect(
      addressProblems({ ...US, Country: 'Netherlands', State: '', PostalCode: '1012 AB' }),
    ).toEqual({ State: 'Enter the province.' });
    // A country we do not list: required parts only.
    expect(
      addressProblems({ Street: 'Calle 1', City: 'Lima', PostalCode: 'LIMA 01', Country: 'Peru' }),
    ).toEqual({});
  });

  it('checks the email, the phone and the lengths', () => {
    expect(addressProblems({ ...US, Email: 'not-an-email', Phone: '12' })).toEqual({
      Email: 'Enter an email address such as name@example.com.',
      Phone: 'Enter a phone number with at least 7 digits, such as +1 617 555 0140.',
    });
    expect(addressProblems({ ...US, Phone: '+1 (617) 555-0140 ext. 12' })).toEqual({});
    expect(addressProblems({ ...US, City: 'x'.repeat(81) })).toEqual({
      City: 'The city is too long: use at most 80 characters.',
    });
  });

  it('normalizes what is saved: trimmed, empty as null, listed countries by name, postcodes upper-case', () => {
    expect(
      normalizedAddress({ ...US, Street: '  400 Longwood Avenue ', Street2: '  ', Country: 'us' }),
    ).toMatchObject({
      Street: '400 Longwood Avenue',
      Street2: null,
      Country: 'United States',
    });
    expect(normalizedAddress({ ...US, Country: 'GB', PostalCode: 'cb2 1tn' }).PostalCode).toBe(
      'CB2 1TN',
    );
  });
});

describe('the address book as shown', () => {
  it('puts the default first, then by name, and finds the default', () => {
    const book = [saved('b', 'Zeta lab'), saved('c', 'alpha dock'), saved('a', 'Main', true)];
    expect(sortedAddressBook(book).map((a) => a.Id)).toEqual(['a', 'c', 'b']);
    expect(defaultShippingAddress(book)?.Id).toBe('a');
    expect(defaultShippingAddress([saved('b', 'B')])).toBeNull();
  });

  it('writes the address as lines', () => {
    expect(addressLines({ ...saved('a', 'A'), Street2: 'Building C' })).toEqual([
      '1 Main St',
      'Building C',
      'Boston, MA 02115',
      'United States',
    ]);
  });
});

describe('serviceToPreselect: checkout preselects the default method', () => {
  it('only while nothing is chosen and when the default ships to the quote country', () => {
    expect(
      serviceToPreselect(null, 'ship-fedex-2day', ['ship-fedex-ground', 'ship-fedex-2day']),
    ).toBe('ship-fedex-2day');
    expect(
      serviceToPreselect('ship-fedex-ground', 'ship-fedex-2day', ['ship-fedex-2day']),
    ).toBeNull();
    expect(serviceToPreselect('', 'ship-fedex-2day', ['ship-dhl-express'])).toBeNull();
    expect(serviceToPreselect(null, null, ['ship-dhl-express'])).toBeNull();
  });
});

describe('carrier account numbers', () => {
  it('take 3 to 40 letters, digits, spaces or dashes', () => {
    expect(carrierAccountNumberProblem('6104-2231-9')).toBeNull();
    expect(carrierAccountNumberProblem('1Y27W3')).toBeNull();
    expect(carrierAccountNumberProblem('')).toBe('Enter the carrier account number.');
    expect(carrierAccountNumberProblem('12')).toMatch(/^Use 3 to 40/);
    expect(carrierAccountNumberProblem('12;DROP')).toMatch(/^Use 3 to 40/);
    expect(carrierAccountNumberProblem('1'.repeat(41))).toMatch(/^Use 3 to 40/);
  });
});

/**
 * Country-aware address rules (spec 001 section 5: tax needs a complete shipping address), shared
 * by the checkout's address form, the account's address book (runtime/domain/addresses) and the
 * CRM stand-in, which checks every saved address with the same rules. Pure: no React, no I/O.
 */

/** A country the forms offer, with its subdivisions and postal-code pattern when it has them. */
export interface CountryRule {
  /** The value stored on the quote (the CRM keeps country names, e.g. "United States"). */
  name: string;
  /** ISO 3166 alpha-2, for autocomplete hints. */
  code: string;
  /** The label of the state field ("State", "Province", "County"...). */
  stateLabel: string;
  /** Subdivisions offered as a list; an empty list means free text. */
  states: readonly string[];
  /** Whether a state is part of a complete address in this country. */
  stateRequired: boolean;
  postalLabel: string;
  postalPattern: RegExp | null;
  /** Shown with a postal code that does not match, e.g. "Use 5 digits, or 5+4 (02115-1234)." */
  postalHint: string;
}

const US_STATES = [
  'AL',
  'AK',
  'AZ',
  'AR',
  'CA',
  'CO',
  'CT',
  'DE',
  'DC',
  'FL',
  'GA',
  'HI',
  'ID',
  'IL',
  'IN',
  'IA',
  'KS',
  'KY',
  'LA',
  'ME',
  'MD',
  'MA',
  'MI',
  'MN',
  'MS',
  'MO',
  'MT',
  'NE',
  'NV',
  'NH',
  'NJ',
  'NM',
  'NY',
  'NC',
  'ND',
  'OH',
  'OK',
  'OR',
  'PA',
  'PR',
  'RI',
  'SC',
  'SD',
  'TN',
  'TX',
  'UT',
  'VT',
  'VA',
  'WA',
  'WV',
  'WI',
  'WY',
] as const;

const CA_PROVINCES = [
  'AB',
  'BC',
  'MB',
  'NB',
  'NL',
  'NS',
  'NT',
  'NU',
  'ON',
  'PE',
  'QC',
  'SK',
  'YT',
] as const;

const DE_STATES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
] as const;

/** The countries the address forms offer, in the order shown. */
export const COUNTRIES: readonly CountryRule[] = [
  {
    name: 'United States',
    code: 'US',
    stateLabel: 'State',
    states: US_STATES,
    stateRequired: true,
    postalLabel: 'ZIP code',
    postalPattern: /^\d{5}(-\d{4})?$/,
    postalHint: 'Use 5 digits, or 5+4 digits (02115-1234).',
  },
  {
    name: 'Canada',
    code: 'CA',
    stateLabel: 'Province',
    states: CA_PROVINCES,
    stateRequired: true,
    postalLabel: 'Postal code',
    postalPattern: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
    postalHint: 'Use the form A1A 1A1.',
  },
  {
    name: 'United Kingdom',
    code: 'GB',
    stateLabel: 'County',
    states: [],
    stateRequired: false,
    postalLabel: 'Postcode',
    postalPattern: /^[A-Za-z]{1,2}\d[A-Za-z\d]? ?\d[A-Za-z]{2}$/,
    postalHint: 'Use a UK postcode such as CB2 1TN.',
  },
  {
    name: 'Germany',
    code: 'DE',
    stateLabel: 'State',
    states: DE_STATES,
    stateRequired: true,
    postalLabel: 'Postal code',
    postalPattern: /^\d{5}$/,
    postalHint: 'Use 5 digits.',
  },
  {
    name: 'France',
    code: 'FR',
    stateLabel: 'Region',
    states: [],
    stateRequired: true,
    postalLabel: 'Postal code',
    postalPattern: /^\d{5}$/,
    postalHint: 'Use 5 digits.',
  },
  {
    name: 'Switzerland',
    code: 'CH',
    stateLabel: 'Canton',
    states: [],
    stateRequired: true,
    postalLabel: 'Postal code',
    postalPattern: /^\d{4}$/,
    postalHint: 'Use 4 digits.',
  },
  {
    name: 'Netherlands',
    code: 'NL',
    stateLabel: 'Province',
    states: [],
    stateRequired: true,
    postalLabel: 'Postal code',
    postalPattern: /^\d{4} ?[A-Za-z]{2}$/,
    postalHint: 'Use the form 1234 AB.',
  },
];

/** The rule of a country by name or ISO code (case-insensitive); null for one we do not list. */
export function countryRule(country: string | null | undefined): CountryRule | null {
  const value = (country ?? '').trim().toLowerCase();
  if (!value) return null;
  return (
    COUNTRIES.find(
      (rule) => rule.name.toLowerCase() === value || rule.code.toLowerCase() === value,
    ) ?? null
  );
}

/** Why a postal code does not fit its country, or null when it does (or the country is unknown). */
export function postalCodeProblem(
  country: string | null | undefined,
  postalCode: string | null | undefined,
): string | null {
  const zip = (postalCode ?? '').trim();
  const rule = countryRule(country);
  if (!zip || !rule?.postalPattern) return null;
  return rule.postalPattern.test(zip) ? null : `${rule.postalLabel}: ${rule.postalHint}`;
}

/** The address parts of a form, in the form's own names. */
export interface AddressParts {
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
  country?: string | null;
}

const filled = (value: string | null | undefined) => Boolean(value && value.trim());

/**
 * Spec 001 section 5: tax runs only with address, city, country, state and zip; the postal code
 * must also fit the country, or the tax would be calculated for an address that cannot exist.
 */
export function isAddressComplete(parts: AddressParts): boolean {
  return (
    filled(parts.address) &&
    filled(parts.city) &&
    filled(parts.state) &&
    filled(parts.zip) &&
    filled(parts.country) &&
    postalCodeProblem(parts.country, parts.zip) === null
  );
}

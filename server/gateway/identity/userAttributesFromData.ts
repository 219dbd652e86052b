import type { DataFields } from '../actions/dataFields';

export interface PoolAttribute {
  Name: string;
  Value: string;
}

/** The runtime's field names for user attributes, and the pool's names for them (spec 000 section 3). */
const ATTRIBUTE_NAMES: Readonly<Record<string, string>> = {
  email: 'email',
  givenName: 'given_name',
  familyName: 'family_name',
  phoneNumber: 'phone_number',
  locale: 'custom:local',
  currency: 'custom:currency',
  accountId: 'custom:salesforceAccountId',
  contactId: 'custom:salesforceContactId',
  salesforceOrgId: 'custom:salesforceOrgId',
};

/**
 * Pool attributes named in `data`: the friendly names above, plus any pool names given directly in
 * `data.attributes` (`{"custom:local": "de_DE"}`), which win when both are given.
 */
export function userAttributesFromData(data: DataFields): PoolAttribute[] {
  const values = new Map<string, string>();
  for (const [field, name] of Object.entries(ATTRIBUTE_NAMES)) {
    const value = data[field];
    if (typeof value === 'string') values.set(name, value);
  }
  const raw = data.attributes;
  if (typeof raw === 'object' && raw !== null && !Array.isArray(raw)) {
    for (const [name, value] of Object.entries(raw))
      if (typeof value === 'string') values.set(name, value);
  }
  return [...values].map(([Name, Value]) => ({ Name, Value }));
}

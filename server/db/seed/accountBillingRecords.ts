import { DEMO_ACCOUNTS, DEMO_USERS } from '../../shared/demo';
import { seedTime } from './clock';

/**
 * The account area's shipping preferences and further saved cards (issue 18): realistic data for
 * the demo accounts, chosen so that maria's own checkout journeys see what they saw before (her
 * account has no default method; her cards are unchanged).
 */

const contactOf = (username: string): string => {
  const found = DEMO_USERS.find((u) => u.username === username);
  if (!found) throw new Error(`seed: no demo user ${username}`);
  return found.contactId;
};

/** Preferred services per account; the first of each list is the account's default. */
const PREFERENCES: [accountId: string, serviceIds: string[]][] = [
  [DEMO_ACCOUNTS.related.id, ['ship-ups-ground', 'ship-ups-next-day', 'ship-fedex-priority-cold']],
  [DEMO_ACCOUNTS.indirectBuyer.id, ['ship-dhl-medical', 'ship-dhl-express']],
  [DEMO_ACCOUNTS.sso.id, ['ship-fedex-2day', 'ship-fedex-ground']],
];

export function shippingPreferenceRows(): Record<string, unknown>[] {
  return PREFERENCES.flatMap(([accountId, services]) =>
    services.map((serviceId, index) => ({
      account_id: accountId,
      service_id: serviceId,
      is_default: index === 0,
      updated_by_contact_id: null,
      updated_at: seedTime(-200 + index),
    })),
  );
}

/** Carrier accounts of further demo accounts (the main account's are in checkoutRecords.ts). */
export function moreCarrierAccountRows(): Record<string, unknown>[] {
  return [
    { account_id: DEMO_ACCOUNTS.related.id, carrier_code: 'UPS', account_number: '8A41X2' },
    { account_id: DEMO_ACCOUNTS.sso.id, carrier_code: 'FEDEX', account_number: '7731-0042-6' },
  ];
}

interface CardSeed {
  token: string;
  accountId: string;
  username: string;
  brand: string;
  last4: string;
  expiry: string;
  holder: string;
  isDefault: boolean;
  behaviour: 'approve' | 'decline';
}

/** Paul's cards: a default MasterCard and an expired Visa; Sophie's American Express. */
const CARDS: CardSeed[] = [
  {
    token: 'tok_demo_0000000000000002',
    accountId: DEMO_ACCOUNTS.main.id,
    username: 'paul.portal',
    brand: 'MasterCard',
    last4: '5100',
    expiry: '08-2029',
    holder: 'Paul Okafor',
    isDefault: true,
    behaviour: 'approve',
  },
  {
    token: 'tok_demo_0000000000000003',
    accountId: DEMO_ACCOUNTS.main.id,
    username: 'paul.portal',
    brand: 'Visa',
    last4: '4242',
    expiry: '03-2025',
    holder: 'Paul Okafor',
    isDefault: false,
    behaviour: 'approve',
  },
  {
    token: 'tok_demo_0000000000000004',
    accountId: DEMO_ACCOUNTS.sso.id,
    username: 'sophie.sso',
    brand: 'American Express',
    last4: '0005',
    expiry: '11-2028',
    holder: 'Sophie Laurent',
    isDefault: true,
    behaviour: 'approve',
  },
];

/** The provider's side of the seeded cards (its token vault). */
export function moreProviderTokenRows(): Record<string, unknown>[] {
  return CARDS.map((card, index) => ({
    token: card.token,
    brand: card.brand,
    last4: card.last4,
    expiry: card.expiry,
    holder_name: card.holder,
    behaviour: card.behaviour,
    created_at: seedTime(-300 + index),
  }));
}

export function moreSavedCardRows(): Record<string, unknown>[] {
  return CARDS.map((card, index) => ({
    token: card.token,
    account_id: card.accountId,
    contact_id: contactOf(card.username),
    brand: card.brand,
    last4: card.last4,
    expiry: card.expiry,
    holder_name: card.holder,
    is_default: card.isDefault,
    created_at: seedTime(-300 + index),
  }));
}

import { DEMO_ACCOUNTS, DEMO_USERS } from '../../shared/demo';
import { seedTime } from './clock';
import { DEMO_QUOTES } from './crmRecords';

const contactOf = (username: string): string => {
  const found = DEMO_USERS.find((u) => u.username === username);
  if (!found) throw new Error(`seed: no demo user ${username}`);
  return found.contactId;
};

/** Demo ids the tests and journeys name. */
export const DEMO_CHECKOUT = {
  mariaDockAddress: 'a0ADn0000000Addr01',
  mariaSavedCardToken: 'tok_demo_0000000000000001',
  mariaSavedCardLast4: '1111',
  shippedOrderId: '801Dn0000000Order1',
  shippedOrderNumber: 'SO-100000',
} as const;

type AddressSeed = [
  id: string,
  accountId: string,
  label: string,
  address: string,
  address2: string | null,
  city: string,
  state: string | null,
  zip: string,
  country: string,
  location: string | null,
  contactName: string,
  email: string,
  phone: string,
  defaultShipping: boolean,
  defaultBilling: boolean,
];

const ADDRESSES: AddressSeed[] = [
  [
    DEMO_CHECKOUT.mariaDockAddress,
    DEMO_ACCOUNTS.main.id,
    'Longwood receiving dock',
    '400 Longwood Avenue',
    'Building C, Room 214',
    'Boston',
    'MA',
    '02115',
    'United States',
    'Receiving Dock 3',
    'Maria Keller',
    'maria.keller@northgate-labs.test',
    '+1 617 555 0140',
    true,
    false,
  ],
  [
    'a0ADn0000000Addr02',
    DEMO_ACCOUNTS.main.id,
    'Accounts payable',
    '400 Longwood Avenue',
    'Accounts Payable',
    'Boston',
    'MA',
    '02115',
    'United States',
    null,
    'Grace Oduya',
    'ap@northgate-labs.test',
    '+1 617 555 0100',
    false,
    true,
  ],
  [
    'a0ADn0000000Addr03',
    DEMO_ACCOUNTS.main.id,
    'Genomics core, Kendall Square',
    '300 Technology Square',
    'Floor 5',
    'Cambridge',
    'MA',
    '02139',
    'United States',
    'Loading bay B',
    'Leo Martins',
    'leo.martins@northgate-labs.test',
    '+1 617 555 0162',
    false,
    false,
  ],
  [
    'a0ADn0000000Addr04',
    DEMO_ACCOUNTS.related.id,
    'Clinic main entrance',
    '75 Ames Street',
    null,
    'Cambridge',
    'MA',
    '02142',
    'United States',
    'Front desk',
    'Henrik Svensson',
    'henrik.svensson@northgate-clinic.test',
    '+1 617 555 0177',
    true,
    true,
  ],
  [
    'a0ADn0000000Addr05',
    DEMO_ACCOUNTS.indirectBuyer.id,
    'Haematology laboratory',
    'James Street',
    'Haematology Lab, Block 4',
    'Dublin',
    'D08',
    'D08 W9RT',
    'Ireland',
    'Goods-in',
    'Aoife Byrne',
    'aoife.byrne@st-aldric.test',
    '+353 1 555 0199',
    true,
    true,
  ],
  [
    'a0ADn0000000Addr06',
    DEMO_ACCOUNTS.sso.id,
    'Campus Point receiving',
    '10210 Campus Point Drive',
    null,
    'San Diego',
    'CA',
    '92121',
    'United States',
    'Dock 1',
    'Sophie Laurent',
    'sophie.laurent@helixa-partners.test',
    '+1 858 555 0111',
    true,
    true,
  ],
];

export function accountAddressRows(): Record<string, unknown>[] {
  return ADDRESSES.map(
    (
      [
        id,
        accountId,
        label,
        address,
        address2,
        city,
        state,
        zip,
        country,
        location,
        contactName,
        email,
        phone,
        isDefaultShipping,
        isDefaultBilling,
      ],
      index,
    ) => ({
      id,
      account_id: accountId,
      label,
      address,
      address2,
      city,
      state,
      zip,
      country,
      location,
      contact_name: contactName,
      email,
      phone,
      is_default_shipping: isDefaultShipping,
      is_default_billing: isDefaultBilling,
      created_by_contact_id: null,
      created_at: seedTime(-400 + index),
    }),
  );
}

export function shippingCarrierRows(): Record<string, unknown>[] {
  return [
    {
      code: 'FEDEX',
      name: 'FedEx',
      tracking_url: 'https://www.fedex.com/fedextrack/?trknbr={tracking}',
      sort_order: 1,
    },
    {
      code: 'UPS',
      name: 'UPS',
      tracking_url: 'https://www.ups.com/track?tracknum={tracking}',
      sort_order: 2,
    },
    {
      code: 'DHL',
      name: 'DHL Express',
      tracking_url: 'https://www.dhl.com/en/express/tracking.html?AWB={tracking}',
      sort_order: 3,
    },
  ];
}

const rates = (usd: [number, number, number | null], eur: [number, number, number | null]) => ({
  USD: { base: usd[0], perUnit: usd[1], freeOver: usd[2] },
  EUR: { base: eur[0], perUnit: eur[1], freeOver: eur[2] },
});

export function shippingServiceRows(): Record<string, unknown>[] {
  const service = (
    id: string,
    carrier: string,
    name: string,
    coverage: string,
    rate: ReturnType<typeof rates>,
    minDays: number,
    maxDays: number,
    coldChain: boolean,
    sortOrder: number,
  ) => ({
    id,
    carrier_code: carrier,
    name,
    coverage,
    rates: rate,
    min_days: minDays,
    max_days: maxDays,
    cold_chain: coldChain,
    sort_order: sortOrder,
    active: true,
  });
  return [
    service(
      'ship-fedex-ground',
      'FEDEX',
      'Ground',
      'domestic',
      rates([18, 1.5, 1000], [17, 1.4, 950]),
      3,
      5,
      false,
      1,
    ),
    service(
      'ship-fedex-2day',
      'FEDEX',
      '2Day',
      'domestic',
      rates([34, 2, null], [32, 1.9, null]),
      2,
      2,
      false,
      2,
    ),
    service(
      'ship-fedex-priority-cold',
      'FEDEX',
      'Priority Overnight (cold chain)',
      'domestic',
      rates([65, 4, null], [61, 3.8, null]),
      1,
      1,
      true,
      3,
    ),
    service(
      'ship-ups-ground',
      'UPS',
      'Ground',
      'domestic',
      rates([16, 1.75, 1200], [15, 1.6, 1100]),
      3,
      6,
      false,
      4,
    ),
    service(
      'ship-ups-next-day',
      'UPS',
      'Next Day Air',
      'domestic',
      rates([58, 3.5, null], [54, 3.3, null]),
      1,
      1,
      false,
      5,
    ),
    service(
      'ship-dhl-express',
      'DHL',
      'Express Worldwide',
      'international',
      rates([85, 5, null], [79, 4.6, null]),
      2,
      4,
      false,
      6,
    ),
    service(
      'ship-dhl-medical',
      'DHL',
      'Medical Express (temperature controlled)',
      'international',
      rates([140, 6, null], [129, 5.5, null]),
      1,
      3,
      true,
      7,
    ),
    service(
      'ship-ups-standard-intl',
      'UPS',
      'Standard (international)',
      'international',
      rates([45, 2.5, 2500], [42, 2.3, 2300]),
      5,
      8,
      false,
      8,
    ),
  ];
}

export function accountCarrierAccountRows(): Record<string, unknown>[] {
  return [
    { account_id: DEMO_ACCOUNTS.main.id, carrier_code: 'FEDEX', account_number: '6104-2231-9' },
    { account_id: DEMO_ACCOUNTS.main.id, carrier_code: 'UPS', account_number: '1Y27W3' },
    {
      account_id: DEMO_ACCOUNTS.indirectBuyer.id,
      carrier_code: 'DHL',
      account_number: '950123456',
    },
  ];
}

/** Maria's saved Visa: the provider's token (behaviour approve) and the CRM's saved card. */
export function providerTokenRows(): Record<string, unknown>[] {
  return [
    {
      token: DEMO_CHECKOUT.mariaSavedCardToken,
      brand: 'Visa',
      last4: DEMO_CHECKOUT.mariaSavedCardLast4,
      expiry: '12-2030',
      holder_name: 'Maria Keller',
      behaviour: 'approve',
      created_at: seedTime(-120),
    },
  ];
}

export function savedCardRows(): Record<string, unknown>[] {
  return [
    {
      token: DEMO_CHECKOUT.mariaSavedCardToken,
      account_id: DEMO_ACCOUNTS.main.id,
      contact_id: contactOf('maria.manager'),
      brand: 'Visa',
      last4: DEMO_CHECKOUT.mariaSavedCardLast4,
      expiry: '12-2030',
      holder_name: 'Maria Keller',
      is_default: true,
      created_at: seedTime(-120),
    },
  ];
}

/**
 * The order maria's quote Q-00001006 became (status Ordered in crmRecords), so My orders has
 * history: shipped, on terms with a PO. Lines are copied from the quote by the seed's SQL.
 */
export function seededOrderRow(): Record<string, unknown> {
  const address = {
    address: '400 Longwood Avenue',
    address2: 'Building C, Room 214',
    city: 'Boston',
    state: 'MA',
    zip: '02115',
    country: 'United States',
    location: 'Receiving Dock 3',
    contactName: 'Maria Keller',
    email: 'maria.keller@northgate-labs.test',
    phone: '+1 617 555 0140',
  };
  return {
    id: DEMO_CHECKOUT.shippedOrderId,
    order_number: DEMO_CHECKOUT.shippedOrderNumber,
    quote_id: DEMO_QUOTES.mariaOrdered,
    idempotency_key: 'seed-order-100000',
    confirmation_token: 'seed-confirmation-100000-not-a-secret',
    account_id: DEMO_ACCOUNTS.main.id,
    contact_id: contactOf('maria.manager'),
    storefront_id: 'sf-cellaris-portal',
    is_guest: false,
    status: 'Shipped',
    currency: 'USD',
    subtotal: 0,
    discount_total: 0,
    shipping_amount: 65,
    tax_amount: 0,
    total: 0,
    promo_code: null,
    po_number: 'PO-NG-87001',
    payment_method: 'Terms',
    payment_id: null,
    shipping: address,
    billing: { ...address, address2: 'Accounts Payable', contactName: 'Grace Oduya' },
    deliver_to: address,
    buyer: { contactName: 'Maria Keller', email: address.email, phone: address.phone },
    shipping_carrier: 'FedEx',
    shipping_service: 'Priority Overnight (cold chain)',
    delivery_estimate: seedTime(-94).slice(0, 10),
    customer_shipping_account: null,
    ship_to_account_id: DEMO_ACCOUNTS.main.id,
    bill_to_account_id: DEMO_ACCOUNTS.main.id,
    special_instructions: null,
    custom_fields: {},
    placed_at: seedTime(-95, 45),
  };
}

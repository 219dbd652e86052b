import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USERS } from '../../shared/demo';
import { seedTime } from './clock';

const GUEST_ACCOUNT_ID = DEMO_STOREFRONTS.guest.guestAccountId ?? '001Dn00000GuestAcc';

const address = (street: string, city: string, state: string, zip: string, country: string) => ({
  billing_street: street,
  billing_city: city,
  billing_state: state,
  billing_postal_code: zip,
  billing_country: country,
});

/** Parents first: rows are inserted in order and reference one another. */
export function accountRows(): Record<string, unknown>[] {
  const base = {
    parent_account_id: null,
    related_account_id: null,
    is_indirect_buyer: false,
    is_distributor: false,
    is_guest_account: false,
  };
  return [
    {
      ...base,
      id: DEMO_ACCOUNTS.main.id,
      name: DEMO_ACCOUNTS.main.name,
      account_number: 'CUST-100231',
      type: 'Customer',
      currency: 'USD',
      phone: '+1 617 555 0140',
      ...address('400 Longwood Avenue', 'Boston', 'MA', '02115', 'United States'),
      payment_terms: 'Net 30',
      created_at: seedTime(-900),
    },
    {
      ...base,
      id: DEMO_ACCOUNTS.distributor.id,
      name: DEMO_ACCOUNTS.distributor.name,
      account_number: 'DIST-200017',
      type: 'Distributor',
      is_distributor: true,
      currency: 'EUR',
      phone: '+49 6221 555 300',
      ...address('Im Neuenheimer Feld 582', 'Heidelberg', 'BW', '69120', 'Germany'),
      payment_terms: 'Net 45',
      created_at: seedTime(-880),
    },
    {
      ...base,
      id: DEMO_ACCOUNTS.related.id,
      name: DEMO_ACCOUNTS.related.name,
      account_number: 'CUST-100232',
      type: 'Customer',
      parent_account_id: DEMO_ACCOUNTS.main.id,
      related_account_id: DEMO_ACCOUNTS.main.id,
      currency: 'USD',
      phone: '+1 617 555 0177',
      ...address('75 Ames Street', 'Cambridge', 'MA', '02142', 'United States'),
      payment_terms: 'Net 30',
      created_at: seedTime(-700),
    },
    {
      ...base,
      id: DEMO_ACCOUNTS.indirectBuyer.id,
      name: DEMO_ACCOUNTS.indirectBuyer.name,
      account_number: 'IB-300104',
      type: 'Indirect Buyer',
      related_account_id: DEMO_ACCOUNTS.distributor.id,
      is_indirect_buyer: true,
      currency: 'EUR',
      phone: '+353 1 555 0199',
      ...address('James Street', 'Dublin', 'D08', 'D08 W9RT', 'Ireland'),
      payment_terms: 'Net 60',
      created_at: seedTime(-650),
    },
    {
      ...base,
      id: DEMO_ACCOUNTS.sso.id,
      name: DEMO_ACCOUNTS.sso.name,
      account_number: 'PART-400009',
      type: 'Partner',
      currency: 'USD',
      phone: '+1 858 555 0111',
      ...address('10210 Campus Point Drive', 'San Diego', 'CA', '92121', 'United States'),
      payment_terms: 'Net 30',
      created_at: seedTime(-600),
    },
    {
      ...base,
      id: GUEST_ACCOUNT_ID,
      name: 'Cellaris Web Shop Guests',
      account_number: 'WEB-000001',
      type: 'Guest',
      is_guest_account: true,
      currency: 'USD',
      phone: null,
      ...address('1 Cellaris Way', 'Waltham', 'MA', '02451', 'United States'),
      payment_terms: 'Prepaid',
      created_at: seedTime(-950),
    },
    {
      ...base,
      id: '001Dn00000Ridgeway',
      name: 'Ridgeway Institute of Immunology',
      account_number: 'CUST-100410',
      type: 'Customer',
      currency: 'USD',
      phone: '+1 206 555 0123',
      ...address('1100 Fairview Ave N', 'Seattle', 'WA', '98109', 'United States'),
      payment_terms: 'Net 30',
      created_at: seedTime(-500),
    },
    {
      ...base,
      id: '001Dn00000Kestrel1',
      name: 'Kestrel Therapeutics',
      account_number: 'CUST-100522',
      type: 'Customer',
      currency: 'USD',
      phone: '+1 919 555 0150',
      ...address('4505 Emperor Blvd', 'Durham', 'NC', '27703', 'United States'),
      payment_terms: 'Net 30',
      created_at: seedTime(-480),
    },
    {
      ...base,
      id: '001Dn00000LyonBio1',
      name: 'Institut de Biologie de Lyon',
      account_number: 'IB-300233',
      type: 'Indirect Buyer',
      related_account_id: DEMO_ACCOUNTS.distributor.id,
      is_indirect_buyer: true,
      currency: 'EUR',
      phone: '+33 4 55 55 01 20',
      ...address('50 Avenue Tony Garnier', 'Lyon', 'ARA', '69007', 'France'),
      payment_terms: 'Net 60',
      created_at: seedTime(-470),
    },
    // The distributor's sister company ivy also orders for (account switching) and a third
    // indirect buyer it supplies (the indirect-buyer switch).
    {
      ...base,
      id: '001Dn00000Distrib2',
      name: 'BioSupply Distribution Benelux B.V.',
      account_number: 'DIST-200031',
      type: 'Distributor',
      parent_account_id: DEMO_ACCOUNTS.distributor.id,
      related_account_id: DEMO_ACCOUNTS.distributor.id,
      is_distributor: true,
      currency: 'EUR',
      phone: '+31 71 555 0142',
      ...address('Zernikedreef 9', 'Leiden', 'ZH', '2333 CK', 'Netherlands'),
      payment_terms: 'Net 45',
      created_at: seedTime(-460),
    },
    {
      ...base,
      id: '001Dn00000Karolin1',
      name: 'Karolinska Core Flow Facility',
      account_number: 'IB-300287',
      type: 'Indirect Buyer',
      related_account_id: DEMO_ACCOUNTS.distributor.id,
      is_indirect_buyer: true,
      currency: 'EUR',
      phone: '+46 8 555 012 40',
      ...address('Solnavägen 9', 'Solna', 'AB', '171 65', 'Sweden'),
      payment_terms: 'Net 60',
      created_at: seedTime(-455),
    },
  ];
}

export function contactRows(): Record<string, unknown>[] {
  const demo = DEMO_USERS.map((user, index) => ({
    id: user.contactId,
    account_id: user.accountId || GUEST_ACCOUNT_ID,
    first_name: user.givenName,
    last_name: user.familyName,
    email: user.email,
    username: user.username,
    phone: user.phoneNumber ?? null,
    title:
      user.group === 'AWSManager'
        ? 'Lab Manager'
        : user.group === 'AWSAdmin'
          ? 'Customer Success Admin'
          : 'Research Scientist',
    aws_status: user.signInPath === 'disabled' ? 'Inactive' : 'Active',
    created_at: seedTime(-300 + index),
  }));
  // Contacts without a portal login: lookups, record pages and "create user" start from these.
  const extra = [
    [
      '003Dn00000LeoMarti',
      DEMO_ACCOUNTS.main.id,
      'Leo',
      'Martins',
      'leo.martins@northgate-labs.test',
      'Core Facility Director',
    ],
    [
      '003Dn00000GraceOdu',
      DEMO_ACCOUNTS.main.id,
      'Grace',
      'Oduya',
      'grace.oduya@northgate-labs.test',
      'Procurement Officer',
    ],
    [
      '003Dn00000HenrikSv',
      DEMO_ACCOUNTS.related.id,
      'Henrik',
      'Svensson',
      'henrik.svensson@northgate-clinic.test',
      'Bioinformatician',
    ],
    [
      '003Dn00000AoifeByr',
      DEMO_ACCOUNTS.indirectBuyer.id,
      'Aoife',
      'Byrne',
      'aoife.byrne@st-aldric.test',
      'Haematology Lab Lead',
    ],
    [
      '003Dn00000RaviKuma',
      '001Dn00000Ridgeway',
      'Ravi',
      'Kumar',
      'ravi.kumar@ridgeway.test',
      'Principal Investigator',
    ],
  ].map(([id, accountId, first, last, email, title], index) => ({
    id,
    account_id: accountId,
    first_name: first,
    last_name: last,
    email,
    username: null,
    phone: null,
    title,
    aws_status: 'Active',
    created_at: seedTime(-250 + index),
  }));
  return [...demo, ...extra];
}

const contactOf = (username: string): string => {
  const found = DEMO_USERS.find((u) => u.username === username);
  if (!found) throw new Error(`seed: no demo user ${username}`);
  return found.contactId;
};

/**
 * Who may act for which account: everyone has their own account as master; maria and tom switch
 * between main and related; ivy acts for the indirect buyers she supplies.
 */
export function portalAccessibleAccountRows(): Record<string, unknown>[] {
  const rows: Record<string, unknown>[] = [];
  const add = (
    username: string,
    accountId: string,
    isMaster: boolean,
    context = 'Portal',
    isIndirectBuyer = false,
  ) =>
    rows.push({
      id: `paa-${String(rows.length + 1).padStart(3, '0')}`,
      contact_id: contactOf(username),
      related_account_id: accountId,
      is_master: isMaster,
      portal_context: context,
      is_indirect_buyer: isIndirectBuyer,
    });
  for (const user of DEMO_USERS) if (user.accountId) add(user.username, user.accountId, true);
  add('maria.manager', DEMO_ACCOUNTS.related.id, false);
  add('maria.manager', DEMO_ACCOUNTS.main.id, true, 'IB');
  add('tom.totp', DEMO_ACCOUNTS.main.id, false);
  add('ivy.indirect', DEMO_ACCOUNTS.indirectBuyer.id, false, 'Portal', true);
  add('ivy.indirect', '001Dn00000LyonBio1', false, 'Portal', true);
  // The account switcher's demo: ivy also orders for the distributor's sister company and a third
  // indirect buyer; ada (customer success) switches between the customers she looks after, one
  // of them only in the installed-base context.
  add('ivy.indirect', '001Dn00000Distrib2', false);
  add('ivy.indirect', '001Dn00000Karolin1', false, 'Portal', true);
  add('ada.admin', DEMO_ACCOUNTS.related.id, false);
  add('ada.admin', '001Dn00000Ridgeway', false);
  add('ada.admin', '001Dn00000Kestrel1', false);
  add('ada.admin', DEMO_ACCOUNTS.distributor.id, false, 'IB');
  return rows;
}

const MARIA = contactOf('maria.manager');

const shipping = {
  shipping_address: '400 Longwood Avenue',
  shipping_address2: 'Building C, Room 214',
  shipping_city: 'Boston',
  shipping_state: 'MA',
  shipping_zip: '02115',
  shipping_country: 'United States',
  shipping_location: 'Receiving Dock 3',
  shipping_contact_name: 'Maria Keller',
  shipping_email: 'maria.keller@northgate-labs.test',
  shipping_phone: '+1 617 555 0140',
  shipping_carrier: 'FedEx',
  shipping_service: 'Priority Overnight (cold chain)',
  shipping_amount: 65,
  shipping_service_id: 'ship-fedex-priority-cold',
  customer_shipping_account: null,
  ship_to_account_id: DEMO_ACCOUNTS.main.id,
  billing_address: '400 Longwood Avenue',
  billing_address2: 'Accounts Payable',
  billing_city: 'Boston',
  billing_state: 'MA',
  billing_zip: '02115',
  billing_country: 'United States',
  billing_contact_name: 'Grace Oduya',
  billing_email: 'ap@northgate-labs.test',
  billing_phone: '+1 617 555 0100',
  deliver_to_address: '400 Longwood Avenue',
  deliver_to_address2: 'Flow Core, Room 214',
  deliver_to_city: 'Boston',
  deliver_to_state: 'MA',
  deliver_to_zip: '02115',
  deliver_to_country: 'United States',
  deliver_to_contact_name: 'Maria Keller',
  deliver_to_email: 'maria.keller@northgate-labs.test',
  deliver_to_phone: '+1 617 555 0140',
};

/** Same columns as `shipping`, empty: every row of one insert must name the same columns. */
const noAddress = Object.fromEntries(
  Object.keys(shipping).map((key) => [key, key === 'shipping_amount' ? 0 : null]),
);

interface QuoteSeed {
  id: string;
  number: number;
  accountId: string;
  contactId: string | null;
  storefront: keyof typeof DEMO_STOREFRONTS;
  status: string;
  isActive: boolean;
  isGuest?: boolean;
  currency?: string;
  withAddress?: boolean;
  poNumber?: string | null;
  days: number;
  /** [item number (1-based catalogue index), qty, discount percent] */
  lines: [number, number, number][];
}

/** Demo quote ids the tests and journeys name. */
export const DEMO_QUOTES = {
  mariaCart: '0Q0Dn00000Cart0001',
  paulEmptyCart: '0Q0Dn00000Cart0002',
  guestCart: '0Q0Dn00000Guest001',
  sophieCart: '0Q0Dn00000Cart0003',
  mariaPresented: '0Q0Dn00000Quote101',
  mariaOrdered: '0Q0Dn00000Quote102',
  mariaRelated: '0Q0Dn00000Quote103',
  ivyIndirect: '0Q0Dn00000Quote104',
} as const;

const QUOTES: QuoteSeed[] = [
  {
    id: DEMO_QUOTES.mariaCart,
    number: 1001,
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: MARIA,
    storefront: 'portal',
    status: 'Draft',
    isActive: true,
    withAddress: true,
    days: -2,
    lines: [
      [1, 2, 0],
      [10, 1, 0],
      [5, 1, 5],
    ],
  },
  {
    id: DEMO_QUOTES.paulEmptyCart,
    number: 1002,
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: contactOf('paul.portal'),
    storefront: 'portal',
    status: 'Draft',
    isActive: true,
    days: -1,
    lines: [],
  },
  {
    id: DEMO_QUOTES.guestCart,
    number: 1003,
    accountId: GUEST_ACCOUNT_ID,
    contactId: null,
    storefront: 'guest',
    status: 'Draft',
    isActive: false,
    isGuest: true,
    days: -0.5,
    lines: [
      [7, 1, 0],
      [9, 2, 0],
    ],
  },
  {
    id: DEMO_QUOTES.sophieCart,
    number: 1004,
    accountId: DEMO_ACCOUNTS.sso.id,
    contactId: contactOf('sophie.sso'),
    storefront: 'sso',
    status: 'Draft',
    isActive: true,
    days: -3,
    lines: [[12, 1, 0]],
  },
  {
    id: DEMO_QUOTES.mariaPresented,
    number: 1005,
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: MARIA,
    storefront: 'portal',
    status: 'Presented',
    isActive: false,
    withAddress: true,
    poNumber: 'PO-NG-88412',
    days: -40,
    lines: [
      [3, 4, 10],
      [4, 4, 10],
      [8, 2, 0],
      [11, 1, 0],
    ],
  },
  {
    id: DEMO_QUOTES.mariaOrdered,
    number: 1006,
    accountId: DEMO_ACCOUNTS.main.id,
    contactId: MARIA,
    storefront: 'portal',
    status: 'Ordered',
    isActive: false,
    withAddress: true,
    poNumber: 'PO-NG-87001',
    days: -95,
    lines: [
      [2, 3, 0],
      [6, 2, 0],
    ],
  },
  {
    id: DEMO_QUOTES.mariaRelated,
    number: 1007,
    accountId: DEMO_ACCOUNTS.related.id,
    contactId: MARIA,
    storefront: 'portal',
    status: 'Draft',
    isActive: true,
    days: -20,
    lines: [
      [11, 1, 0],
      [12, 2, 0],
    ],
  },
  {
    id: DEMO_QUOTES.ivyIndirect,
    number: 1008,
    accountId: DEMO_ACCOUNTS.indirectBuyer.id,
    contactId: contactOf('ivy.indirect'),
    storefront: 'portal',
    status: 'Draft',
    isActive: true,
    currency: 'EUR',
    days: -7,
    lines: [
      [1, 5, 0],
      [9, 5, 0],
    ],
  },
];

export function quoteRows(): Record<string, unknown>[] {
  return QUOTES.map((quote) => ({
    id: quote.id,
    quote_number: `Q-${String(quote.number).padStart(8, '0')}`,
    name: quote.isGuest
      ? 'Guest cart'
      : `${quote.status === 'Draft' ? 'Cart' : 'Quote'} Q-${quote.number}`,
    account_id: quote.accountId,
    contact_id: quote.contactId,
    storefront_id: DEMO_STOREFRONTS[quote.storefront].storefrontId,
    catalog_group_id: null,
    status: quote.status,
    is_active: quote.isActive,
    is_guest: quote.isGuest ?? false,
    currency: quote.currency ?? 'USD',
    ...(quote.withAddress ? shipping : noAddress),
    po_number: quote.poNumber ?? null,
    pay_online_terms: quote.withAddress ? 'Net 30' : null,
    promo_code: null,
    created_at: seedTime(quote.days),
    updated_at: seedTime(quote.days, 30),
  }));
}

/** Line items; unit prices come from the catalogue in the quote's currency (set by the seed's SQL). */
export function quoteLineRows(): Record<string, unknown>[] {
  return QUOTES.flatMap((quote) =>
    quote.lines.map(([itemNumber, qty, discount], index) => ({
      id: `0QL${quote.id.slice(3)}-${index + 1}`,
      quote_id: quote.id,
      item_id: `a1Cellaris${String(itemNumber).padStart(7, '0')}`,
      qty,
      unit_price: 0,
      discount,
      promo_discount: 0,
      sort_order: index + 1,
      created_at: seedTime(quote.days, index + 1),
    })),
  );
}

export function promoCodeRows(): Record<string, unknown>[] {
  return [
    {
      code: 'WELCOME10',
      description: '10% off your order',
      discount_percent: 10,
      min_subtotal: 0,
      catalog_group_id: null,
      active: true,
      valid_from: '2024-01-01',
      valid_to: '2099-12-31',
    },
    {
      code: 'FLOW15',
      description: '15% off flow cytometry reagents on orders over $500',
      discount_percent: 15,
      min_subtotal: 500,
      catalog_group_id: 'cg-cytometry',
      active: true,
      valid_from: '2024-01-01',
      valid_to: '2099-12-31',
    },
    {
      code: 'GENOMICS20',
      description: '20% off genomics consumables',
      discount_percent: 20,
      min_subtotal: 0,
      catalog_group_id: 'cg-genomics',
      active: true,
      valid_from: '2024-01-01',
      valid_to: '2099-12-31',
    },
    {
      code: 'SUMMER2024',
      description: 'Summer 2024 promotion (expired)',
      discount_percent: 12,
      min_subtotal: 0,
      catalog_group_id: null,
      active: true,
      valid_from: '2024-06-01',
      valid_to: '2024-08-31',
    },
    {
      code: 'RETIRED5',
      description: 'Retired promotion',
      discount_percent: 5,
      min_subtotal: 0,
      catalog_group_id: null,
      active: false,
      valid_from: '2023-01-01',
      valid_to: '2099-12-31',
    },
  ];
}

export function notificationRows(): {
  notifications: Record<string, unknown>[];
  contactNotifications: Record<string, unknown>[];
} {
  const main = DEMO_ACCOUNTS.main.id;
  const notifications = [
    {
      id: 'a3NDn0000000001',
      account_id: main,
      title: 'Order shipped',
      body: 'Order Q-00001006 has shipped with FedEx Priority Overnight.',
      notification_type: 'Order',
      // The record number is the record's id: the details page reads it with getRecord.
      target_template_id: 'tpl-order-detail',
      record_number: DEMO_QUOTES.mariaOrdered,
      url: null,
      created_at: seedTime(-90),
    },
    {
      id: 'a3NDn0000000002',
      account_id: main,
      title: 'Invoice available',
      body: 'Invoice INV-2025-00412 for $1,209.40 is ready to view.',
      notification_type: 'Invoice',
      // Invoices have no details page: the notification opens the invoice list.
      target_template_id: null,
      record_number: null,
      url: '/billing/enhancedList',
      created_at: seedTime(-60),
    },
    {
      id: 'a3NDn0000000003',
      account_id: main,
      title: 'Quote ready for review',
      body: 'Quote Q-00001005 has been presented. Review and accept it to place your order.',
      notification_type: 'Quote',
      // A quote (not yet an order) opens on the quote details page.
      target_template_id: 'tpl-quote-detail',
      record_number: DEMO_QUOTES.mariaPresented,
      url: null,
      created_at: seedTime(-39),
    },
    {
      id: 'a3NDn0000000004',
      account_id: main,
      title: 'Support request updated',
      body: 'Your request REQ-00077 (Aurion 4L laser alignment) has a new reply.',
      notification_type: 'Request',
      target_template_id: null,
      record_number: null,
      url: '/billing/requests',
      created_at: seedTime(-5),
    },
    {
      id: 'a3NDn0000000005',
      account_id: main,
      title: 'New: Aurion 5L Spectral Flow Cytometer',
      body: 'Full-spectrum analysis with up to 40 colours. Read the launch note.',
      notification_type: 'Announcement',
      target_template_id: null,
      record_number: null,
      url: '/applications',
      created_at: seedTime(-1),
    },
    {
      id: 'a3NDn0000000006',
      account_id: DEMO_ACCOUNTS.sso.id,
      title: 'Partner pricing updated',
      body: 'Partner pricing for genomics consumables has been updated for this quarter.',
      notification_type: 'Announcement',
      target_template_id: null,
      record_number: null,
      url: '/genomics_consumables',
      created_at: seedTime(-4),
    },
  ];
  const cn = (
    id: string,
    notificationId: string,
    username: string,
    read: number | null,
    seen: number | null,
    days: number,
  ) => ({
    id,
    notification_id: notificationId,
    contact_id: contactOf(username),
    read_date: read === null ? null : seedTime(read),
    seen_date: seen === null ? null : seedTime(seen),
    created_at: seedTime(days),
  });
  const contactNotifications = [
    cn('a3CDn0000000001', 'a3NDn0000000001', 'maria.manager', -89, -89, -90),
    cn('a3CDn0000000002', 'a3NDn0000000002', 'maria.manager', null, -59, -60),
    cn('a3CDn0000000003', 'a3NDn0000000003', 'maria.manager', null, null, -39),
    cn('a3CDn0000000004', 'a3NDn0000000004', 'maria.manager', null, null, -5),
    cn('a3CDn0000000005', 'a3NDn0000000005', 'maria.manager', null, null, -1),
    cn('a3CDn0000000006', 'a3NDn0000000005', 'paul.portal', null, null, -1),
    cn('a3CDn0000000007', 'a3NDn0000000002', 'paul.portal', -58, -58, -60),
    cn('a3CDn0000000008', 'a3NDn0000000006', 'sophie.sso', null, null, -4),
  ];
  const more = moreNotifications();
  return {
    notifications: [...notifications, ...more.notifications],
    contactNotifications: [
      ...contactNotifications,
      ...more.deliveries.map(([id, notificationId, username, read, seen, days]) =>
        cn(id, notificationId, username, read, seen, days),
      ),
    ],
  };
}

/** [contact notification id, notification id, username, read day, seen day, delivered day] */
type Delivery = [string, string, string, number | null, number | null, number];

/**
 * The notification page's demo: a history long enough to page through (maria has more than one
 * page at her main account, all read but the five above), notifications of the related account
 * (seen after switching to it) and of the distributor and an indirect buyer for ivy.
 */
function moreNotifications(): {
  notifications: Record<string, unknown>[];
  deliveries: Delivery[];
} {
  const main = DEMO_ACCOUNTS.main.id;
  const history: [string, string, string, string | null, number][] = [
    [
      'Order shipped',
      'Order SO-2025-01184 (CellStain Viability Kit, 4 units) has shipped with UPS Next Day Air.',
      'Order',
      '/orders',
      -104,
    ],
    [
      'Invoice available',
      'Invoice INV-2025-00371 for $3,480.00 is ready to view.',
      'Invoice',
      '/billing/enhancedList',
      -110,
    ],
    [
      'Service visit scheduled',
      'A field engineer will service your Aurion 4L cytometer on the date you confirmed.',
      'Request',
      '/billing/requests',
      -118,
    ],
    [
      'Payment received',
      'Thank you: we received your payment of $2,916.75 for invoice INV-2025-00344.',
      'Invoice',
      '/billing/enhancedList',
      -125,
    ],
    [
      'Order delivered',
      'Order SO-2025-01102 was delivered and signed for at the loading dock.',
      'Order',
      '/orders',
      -131,
    ],
    [
      'Calibration reminder',
      'Your Aurion 4L is due for its quarterly bead calibration within 14 days.',
      'Announcement',
      '/guidance',
      -140,
    ],
    [
      'New course: spectral unmixing basics',
      'A 40-minute e-learning course on unmixing controls is now available.',
      'Announcement',
      '/elearning',
      -152,
    ],
    [
      'Backorder update',
      'FlowCheck Beads (lot 24B) are back in stock; your backordered units ship this week.',
      'Order',
      '/orders',
      -160,
    ],
    [
      'Invoice available',
      'Invoice INV-2025-00298 for $812.40 is ready to view.',
      'Invoice',
      '/billing/enhancedList',
      -171,
    ],
    [
      'Support request closed',
      'Request REQ-00052 (software licence transfer) was closed. Reply to reopen it.',
      'Request',
      '/billing/requests',
      -180,
    ],
    [
      'Price list updated',
      'Your contract prices for genomics consumables were renewed for the next year.',
      'Announcement',
      '/genomics_consumables',
      -194,
    ],
    [
      'Order shipped',
      'Order SO-2025-00977 (NGS Library Prep Kit, 2 units) has shipped with FedEx Priority Overnight.',
      'Order',
      '/orders',
      -205,
    ],
    [
      'Payment method expiring',
      'The saved card ending 4242 expires at the end of next month.',
      'Announcement',
      '/billing/paymentmethods',
      -214,
    ],
    [
      'Invoice available',
      'Invoice INV-2025-00233 for $5,120.00 is ready to view.',
      'Invoice',
      '/billing/enhancedList',
      -229,
    ],
    [
      'Scheduled maintenance',
      'The portal will be unavailable on Sunday from 02:00 to 04:00 UTC for maintenance.',
      'Announcement',
      null,
      -240,
    ],
    [
      'Order shipped',
      'Order SO-2025-00861 (Compensation Beads, 6 units) has shipped with UPS Ground.',
      'Order',
      '/orders',
      -252,
    ],
    [
      'Welcome to the Cellaris customer portal',
      'Order, track shipments, pay invoices and open support requests in one place.',
      'Announcement',
      '/',
      -290,
    ],
    [
      'Account verified',
      'Northgate Research Laboratories is now set up for online ordering on account terms.',
      'Announcement',
      '/billing/account',
      -300,
    ],
  ];
  const notifications: Record<string, unknown>[] = [];
  const deliveries: Delivery[] = [];
  history.forEach(([title, body, type, url, days], index) => {
    const n = String(index + 101).padStart(3, '0');
    const id = `a3NDn0000000${n}`;
    notifications.push(notification(id, main, title, body, type, url, days));
    deliveries.push([`a3CDn0000000${n}`, id, 'maria.manager', days + 1, days + 1, days]);
  });
  const related = DEMO_ACCOUNTS.related.id;
  const ivyAccount = DEMO_ACCOUNTS.distributor.id;
  notifications.push(
    notification(
      'a3NDn0000000201',
      related,
      'Sequencing results delivered',
      'Run NGC-RUN-0412 (whole exome, 24 samples) has finished; the data are ready to download.',
      'Request',
      '/billing/requests',
      -3,
    ),
    notification(
      'a3NDn0000000202',
      related,
      'Your cart is waiting',
      'Cart Q-1007 at Northgate Clinical Genomics still has 2 items. Check out before the quoted prices expire.',
      'Quote',
      '/cart',
      -12,
    ),
    notification(
      'a3NDn0000000203',
      related,
      'Invoice available',
      'Invoice INV-2025-00455 for $1,964.00 is ready to view.',
      'Invoice',
      '/billing/enhancedList',
      -30,
    ),
    notification(
      'a3NDn0000000204',
      ivyAccount,
      'Indirect order confirmed',
      'Order SO-2025-01290 for St. Aldric University Hospital is confirmed and will ship from Heidelberg.',
      'Order',
      '/orders',
      -2,
    ),
    notification(
      'a3NDn0000000205',
      ivyAccount,
      'Distributor price list',
      'The distributor price list for the coming quarter is available.',
      'Announcement',
      '/genomics_consumables',
      -9,
    ),
    notification(
      'a3NDn0000000206',
      DEMO_ACCOUNTS.indirectBuyer.id,
      'Cart ready for St. Aldric',
      'The cart you keep for St. Aldric University Hospital has 2 items ready to order.',
      'Quote',
      '/cart',
      -6,
    ),
  );
  deliveries.push(
    ['a3CDn0000000201', 'a3NDn0000000201', 'maria.manager', null, null, -3],
    ['a3CDn0000000202', 'a3NDn0000000202', 'maria.manager', null, -11, -12],
    ['a3CDn0000000203', 'a3NDn0000000203', 'maria.manager', -29, -29, -30],
    ['a3CDn0000000204', 'a3NDn0000000201', 'tom.totp', null, null, -3],
    ['a3CDn0000000205', 'a3NDn0000000204', 'ivy.indirect', null, null, -2],
    ['a3CDn0000000206', 'a3NDn0000000205', 'ivy.indirect', -8, -8, -9],
    ['a3CDn0000000207', 'a3NDn0000000206', 'ivy.indirect', null, null, -6],
  );
  return { notifications, deliveries };
}

function notification(
  id: string,
  accountId: string,
  title: string,
  body: string,
  type: string,
  url: string | null,
  days: number,
): Record<string, unknown> {
  return {
    id,
    account_id: accountId,
    title,
    body,
    notification_type: type,
    target_template_id: null,
    record_number: null,
    url,
    created_at: seedTime(days),
  };
}

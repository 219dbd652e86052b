import { DEMO_ACCOUNTS, DEMO_STOREFRONTS, DEMO_USERS } from '../../shared/demo';
import type { CatalogueItem } from './catalogue';
import { seedTime } from './clock';
import { createPrng } from './prng';

/**
 * Two years of order history for the demo accounts (My orders, issue 16): each order with the
 * quote it came from, its lines at the catalogue's price in the order's currency, its totals and,
 * once shipped, its parcels with tracking numbers. Deterministic (seeded PRNG, fixed times) so
 * tests can name order numbers: SO-099001 is the oldest, numbered by placement date, all below the
 * live sequence (SO-100001...).
 */

const contactOf = (username: string): string => {
  const found = DEMO_USERS.find((u) => u.username === username);
  if (!found) throw new Error(`seed: no demo user ${username}`);
  return found.contactId;
};

interface Site {
  address: string;
  address2: string | null;
  city: string;
  state: string | null;
  zip: string;
  country: string;
  location: string | null;
  contactName: string;
  email: string;
  phone: string;
}

interface Buyer {
  username: string;
  accountId: string;
  storefront: 'portal' | 'sso';
  currency: 'USD' | 'EUR';
  taxRate: number;
  sites: Site[];
  billing: Site;
  orders: number;
  poPrefix: string;
}

const BOSTON: Site = {
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
const KENDALL: Site = {
  address: '300 Technology Square',
  address2: 'Floor 5',
  city: 'Cambridge',
  state: 'MA',
  zip: '02139',
  country: 'United States',
  location: 'Loading bay B',
  contactName: 'Leo Martins',
  email: 'leo.martins@northgate-labs.test',
  phone: '+1 617 555 0162',
};
const NORTHGATE_AP: Site = {
  ...BOSTON,
  address2: 'Accounts Payable',
  location: null,
  contactName: 'Grace Oduya',
  email: 'ap@northgate-labs.test',
  phone: '+1 617 555 0100',
};
const CLINIC: Site = {
  address: '75 Ames Street',
  address2: null,
  city: 'Cambridge',
  state: 'MA',
  zip: '02142',
  country: 'United States',
  location: 'Front desk',
  contactName: 'Henrik Svensson',
  email: 'henrik.svensson@northgate-clinic.test',
  phone: '+1 617 555 0177',
};
const HELIXA: Site = {
  address: '10210 Campus Point Drive',
  address2: null,
  city: 'San Diego',
  state: 'CA',
  zip: '92121',
  country: 'United States',
  location: 'Dock 1',
  contactName: 'Sophie Laurent',
  email: 'sophie.laurent@helixa-partners.test',
  phone: '+1 858 555 0111',
};
const BIOSUPPLY: Site = {
  address: 'Im Neuenheimer Feld 582',
  address2: 'Wareneingang Tor 2',
  city: 'Heidelberg',
  state: null,
  zip: '69120',
  country: 'Germany',
  location: 'Goods-in',
  contactName: 'Ivy Chen',
  email: 'ivy.chen@biosupply.test',
  phone: '+49 6221 555 010',
};

const BUYERS: Buyer[] = [
  {
    username: 'maria.manager',
    accountId: DEMO_ACCOUNTS.main.id,
    storefront: 'portal',
    currency: 'USD',
    taxRate: 0.0625,
    sites: [BOSTON, KENDALL],
    billing: NORTHGATE_AP,
    orders: 30,
    poPrefix: 'PO-NG-',
  },
  {
    username: 'paul.portal',
    accountId: DEMO_ACCOUNTS.main.id,
    storefront: 'portal',
    currency: 'USD',
    taxRate: 0.0625,
    sites: [
      KENDALL,
      {
        ...BOSTON,
        contactName: 'Paul Okafor',
        email: 'paul.okafor@northgate-labs.test',
        phone: '+1 617 555 0151',
      },
    ],
    billing: NORTHGATE_AP,
    orders: 24,
    poPrefix: 'PO-NG-',
  },
  {
    username: 'tom.totp',
    accountId: DEMO_ACCOUNTS.related.id,
    storefront: 'portal',
    currency: 'USD',
    taxRate: 0.0625,
    sites: [CLINIC],
    billing: { ...CLINIC, location: null, contactName: 'Clinic Finance' },
    orders: 10,
    poPrefix: 'NCG-',
  },
  {
    username: 'sophie.sso',
    accountId: DEMO_ACCOUNTS.sso.id,
    storefront: 'sso',
    currency: 'USD',
    taxRate: 0.0775,
    sites: [HELIXA],
    billing: { ...HELIXA, location: null, contactName: 'Helixa Accounts Payable' },
    orders: 8,
    poPrefix: 'HX-',
  },
  {
    username: 'ivy.indirect',
    accountId: DEMO_ACCOUNTS.distributor.id,
    storefront: 'portal',
    currency: 'EUR',
    taxRate: 0.19,
    sites: [BIOSUPPLY],
    billing: { ...BIOSUPPLY, location: null, contactName: 'Kreditorenbuchhaltung' },
    orders: 8,
    poPrefix: 'BSD-',
  },
];

/** The carriers' services by destination, with a flat rate per order in USD. */
const DOMESTIC_SERVICES = [
  { carrier: 'FedEx', service: 'Ground', amount: 18, transitDays: 4 },
  { carrier: 'FedEx', service: 'Priority Overnight (cold chain)', amount: 65, transitDays: 1 },
  { carrier: 'UPS', service: 'Ground', amount: 17, transitDays: 4 },
  { carrier: 'UPS', service: 'Next Day Air', amount: 48, transitDays: 1 },
];
const INTERNATIONAL_SERVICES = [
  { carrier: 'DHL Express', service: 'Express Worldwide', amount: 55, transitDays: 2 },
  { carrier: 'DHL Express', service: 'Medical Express (cold chain)', amount: 85, transitDays: 2 },
  { carrier: 'UPS', service: 'Standard (international)', amount: 38, transitDays: 5 },
];

const HISTORY_DAYS = 730;
const EUR_PER_USD = 0.92;

const money = (value: number): number => Math.round(value * 100) / 100;

/** A carrier's tracking number in its own shape, so the tracking links look like real ones. */
function trackingNumber(carrier: string, rng: ReturnType<typeof createPrng>): string {
  const digits = (count: number) =>
    Array.from({ length: count }, () => String(rng.int(0, 9))).join('');
  if (carrier === 'UPS')
    return `1Z${digits(6).replace(/./g, (d) => 'ABCDEFGHJK'[Number(d)] ?? 'A')}${digits(10)}`;
  if (carrier === 'DHL Express') return digits(10);
  return digits(12);
}

export interface OrderHistory {
  quotes: Record<string, unknown>[];
  orders: Record<string, unknown>[];
  lines: Record<string, unknown>[];
  shipments: Record<string, unknown>[];
}

/** The history's rows; `items` is the seeded catalogue (prices in USD). */
export function orderHistory(items: readonly CatalogueItem[]): OrderHistory {
  const rng = createPrng(20241116);
  // Lab buyers reorder the same consumables: each buyer draws from a small set of favourites.
  const stock = items.filter((item) => item.active).slice(0, 160);
  const drafts = BUYERS.flatMap((buyer) => {
    const favourites = rng.sample(stock, 14);
    return Array.from({ length: buyer.orders }, () => ({
      buyer,
      favourites,
      // Spread over two years, a little denser lately (usage grows).
      days: -Math.floor(HISTORY_DAYS * Math.pow(rng.next(), 1.15)) - 1,
      minutes: rng.int(8 * 60, 17 * 60),
    }));
  }).sort((a, b) => a.days - b.days || a.minutes - b.minutes);

  const history: OrderHistory = { quotes: [], orders: [], lines: [], shipments: [] };
  drafts.forEach(({ buyer, favourites, days, minutes }, index) => {
    const n = index + 1;
    const orderNumber = `SO-${String(99000 + n).padStart(6, '0')}`;
    const orderId = `801Dn00000H${String(n).padStart(7, '0')}`;
    const quoteId = `0Q0Dn00000H${String(n).padStart(7, '0')}`;
    const site = rng.pick(buyer.sites);
    const international = site.country !== 'United States';
    const method = rng.pick(international ? INTERNATIONAL_SERVICES : DOMESTIC_SERVICES);
    const rate = buyer.currency === 'EUR' ? EUR_PER_USD : 1;
    const lineItems = rng.sample(favourites, rng.int(1, 5));
    const lines = lineItems.map((item, lineIndex) => {
      const qty = rng.pick([1, 1, 2, 2, 3, 4, 5, 10]);
      const unitPrice = money(item.price * rate);
      const discount = rng.chance(0.15) ? rng.pick([5, 10]) : 0;
      return {
        id: `${orderId}-${lineIndex + 1}`,
        order_id: orderId,
        line_number: lineIndex + 1,
        item_id: item.item_id,
        sku: item.sku,
        title: item.title,
        qty,
        unit_price: unitPrice,
        discount,
        promo_discount: 0,
        total_price: money(qty * unitPrice * (1 - discount / 100)),
      };
    });
    const subtotal = money(lines.reduce((sum, line) => sum + line.total_price, 0));
    const shippingAmount = money(method.amount * rate);
    const taxAmount = money((subtotal + shippingAmount) * buyer.taxRate);
    const placedAt = seedTime(days, minutes);
    const age = -days;
    // Old orders arrived; the last few days' are still on their way or in the warehouse.
    const status =
      rng.chance(0.05) && age > 3
        ? 'Cancelled'
        : age <= 2
          ? 'Placed'
          : age <= 4
            ? 'Processing'
            : age <= 4 + method.transitDays
              ? 'Shipped'
              : 'Delivered';
    const byCard = rng.chance(0.2);
    const poNumber = byCard ? null : `${buyer.poPrefix}${String(70000 + n * 7).padStart(5, '0')}`;
    history.quotes.push({
      id: quoteId,
      quote_number: `Q-H${String(n).padStart(7, '0')}`,
      name: `Quote Q-H${n}`,
      account_id: buyer.accountId,
      contact_id: contactOf(buyer.username),
      storefront_id: DEMO_STOREFRONTS[buyer.storefront].storefrontId,
      status: 'Ordered',
      is_active: false,
      is_guest: false,
      currency: buyer.currency,
      po_number: poNumber,
      created_at: seedTime(days, minutes - 40),
      updated_at: placedAt,
    });
    history.orders.push({
      id: orderId,
      order_number: orderNumber,
      quote_id: quoteId,
      idempotency_key: `seed-history-${n}`,
      confirmation_token: `seed-history-confirmation-${String(n).padStart(4, '0')}-not-a-secret`,
      account_id: buyer.accountId,
      contact_id: contactOf(buyer.username),
      storefront_id: DEMO_STOREFRONTS[buyer.storefront].storefrontId,
      is_guest: false,
      status,
      currency: buyer.currency,
      subtotal,
      discount_total: 0,
      shipping_amount: shippingAmount,
      tax_amount: taxAmount,
      total: money(subtotal + shippingAmount + taxAmount),
      promo_code: null,
      po_number: poNumber,
      payment_method: byCard ? 'Card' : 'Terms',
      payment_id: null,
      shipping: site,
      billing: buyer.billing,
      deliver_to: site,
      buyer: {
        contactName: site.contactName,
        email: site.email,
        phone: site.phone,
      },
      shipping_carrier: method.carrier,
      shipping_service: method.service,
      delivery_estimate: seedTime(days + 1 + method.transitDays).slice(0, 10),
      customer_shipping_account: null,
      ship_to_account_id: buyer.accountId,
      bill_to_account_id: buyer.accountId,
      special_instructions: rng.chance(0.2) ? 'Keep refrigerated on arrival (2–8 °C).' : null,
      custom_fields: {},
      placed_at: placedAt,
    });
    history.lines.push(...lines);
    if (status === 'Shipped' || status === 'Delivered') {
      // A large order sometimes ships in two parcels: the back-ordered line follows later.
      const split = lines.length >= 3 && rng.chance(0.3);
      const parcels = split
        ? [lines.slice(0, -1).map((line) => line.line_number), [lines.length]]
        : [[] as number[]];
      parcels.forEach((lineNumbers, parcel) => {
        const shippedDay = days + 2 + parcel * 3;
        history.shipments.push({
          id: `${orderId}-S${parcel + 1}`,
          order_id: orderId,
          carrier: method.carrier,
          service: method.service,
          tracking_number: trackingNumber(method.carrier, rng),
          shipped_at: seedTime(shippedDay, 16 * 60),
          delivered_at:
            status === 'Delivered' ? seedTime(shippedDay + method.transitDays, 11 * 60) : null,
          line_numbers: lineNumbers,
        });
      });
    }
  });
  return history;
}

/** The parcel of the seeded shipped order SO-100000 (checkoutRecords.ts seededOrderRow). */
export function shippedOrderShipment(orderId: string): Record<string, unknown> {
  return {
    id: `${orderId}-S1`,
    order_id: orderId,
    carrier: 'FedEx',
    service: 'Priority Overnight (cold chain)',
    tracking_number: '794612958730',
    shipped_at: seedTime(-95, 8 * 60),
    delivered_at: null,
    line_numbers: [],
  };
}

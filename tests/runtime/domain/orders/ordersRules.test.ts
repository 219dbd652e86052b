import { describe, expect, it } from 'vitest';
import {
  canReorder,
  dateRangeProblem,
  DEFAULT_ORDER_QUERY,
  isOrderMissing,
  isOrderQueryFiltered,
  isOrderShipped,
  latestShipment,
  orderDetailHref,
  orderLookupOf,
  orderQueryPayload,
  orderStatusTone,
  orderTotals,
  trackingUrl,
} from '../../../../runtime/domain/orders/index';

describe('order status rules', () => {
  it.each([
    ['Placed', 'neutral', false],
    ['Processing', 'info', false],
    ['Shipped', 'accent', true],
    ['Delivered', 'success', true],
    ['Cancelled', 'error', false],
    ['Something new', 'neutral', false],
  ] as const)('%s reads as %s, shipped: %s', (status, tone, shipped) => {
    expect(orderStatusTone(status)).toBe(tone);
    expect(isOrderShipped(status)).toBe(shipped);
  });

  it('reorders an order that has lines, cancelled or not', () => {
    expect(
      canReorder({
        lines: [
          { sku: 'A', title: 'A', qty: 1, unitPrice: 1, totalPrice: 1, lineNumber: 1, discount: 0 },
        ],
      }),
    ).toBe(true);
    expect(canReorder({ lines: [] })).toBe(false);
  });

  it('takes a 404 or 403 answer as a missing order, anything else as a failure', () => {
    expect(isOrderMissing({ statusCode: 404 })).toBe(true);
    expect(isOrderMissing({ statusCode: 403 })).toBe(true);
    expect(isOrderMissing({ statusCode: 500 })).toBe(false);
    expect(isOrderMissing(new Error('network'))).toBe(false);
    expect(isOrderMissing(null)).toBe(false);
  });
});

describe('tracking links by carrier', () => {
  it.each([
    ['FedEx', '560852780647', 'https://www.fedex.com/fedextrack/?trknbr=560852780647'],
    ['Fedex Ground', '560852780647', 'https://www.fedex.com/fedextrack/?trknbr=560852780647'],
    ['UPS', '1ZDBBDHK3992318149', 'https://www.ups.com/track?tracknum=1ZDBBDHK3992318149'],
    [
      'DHL Express',
      '1234567890',
      'https://www.dhl.com/en/express/tracking.html?AWB=1234567890&brand=DHL',
    ],
    [
      'USPS',
      '9400100000000000000000',
      'https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    ],
    ['FedEx', '5608 5278 0647', 'https://www.fedex.com/fedextrack/?trknbr=560852780647'],
  ])('%s %s links to the carrier', (carrier, number, url) => {
    expect(trackingUrl(carrier, number)).toBe(url);
  });

  it.each([
    ['Local courier', '123456789'],
    ['FedEx', 'abc'],
    ['FedEx', '12345678"><script>'],
    [null, '560852780647'],
  ])('gives %s %s no link', (carrier, number) => {
    expect(trackingUrl(carrier, number)).toBeNull();
  });

  it('shows the latest parcel of an order', () => {
    const parcel = (n: string) => ({
      carrier: 'UPS',
      trackingNumber: n,
      shippedAt: '',
      deliveredAt: null,
    });
    expect(latestShipment({ shipments: [parcel('A'), parcel('B')] })?.trackingNumber).toBe('B');
    expect(latestShipment({ shipments: [] })).toBeNull();
  });
});

describe('order totals', () => {
  const order = {
    subtotal: 1000,
    discountTotal: 0,
    shippingAmount: 65,
    taxAmount: 66.56,
    total: 1131.56,
    promoCode: null,
  };

  it('lists subtotal, shipping, tax and the total the CRM computed', () => {
    expect(orderTotals(order)).toEqual([
      { key: 'subtotal', label: 'Subtotal', amount: 1000 },
      { key: 'shipping', label: 'Shipping', amount: 65 },
      { key: 'tax', label: 'Tax', amount: 66.56 },
      { key: 'total', label: 'Total', amount: 1131.56 },
    ]);
  });

  it('shows a discount as a negative row named by its promo code', () => {
    const rows = orderTotals({
      ...order,
      discountTotal: 100,
      promoCode: 'WELCOME10',
      total: 1031.56,
    });
    expect(rows[1]).toEqual({ key: 'discount', label: 'Discount (WELCOME10)', amount: -100 });
    expect(rows.at(-1)?.amount).toBe(1031.56);
  });

  it('reads amounts the CRM sent as text', () => {
    expect(orderTotals({ ...order, subtotal: '12.5' as unknown as number })[0]?.amount).toBe(12.5);
  });
});

describe('the My orders query', () => {
  it('checks the date range before it is sent', () => {
    expect(dateRangeProblem('', '')).toBeNull();
    expect(dateRangeProblem('2024-01-01', '2024-01-31')).toBeNull();
    expect(dateRangeProblem('2024-01-01', '2024-01-01')).toBeNull();
    expect(dateRangeProblem('2024-02-01', '2024-01-31')).toBe(
      'The start date must be on or before the end date.',
    );
    expect(dateRangeProblem('01/02/2024', '')).toBe('Enter the start date as YYYY-MM-DD.');
    expect(dateRangeProblem('', '2024-1-2')).toBe('Enter the end date as YYYY-MM-DD.');
  });

  it('sends only what narrows the list', () => {
    expect(orderQueryPayload(DEFAULT_ORDER_QUERY)).toEqual({
      page: 1,
      pageSize: 20,
      sortBy: 'placedAt',
      sortDirection: 'DESC',
    });
    expect(
      orderQueryPayload({
        ...DEFAULT_ORDER_QUERY,
        status: 'Shipped',
        searchText: '  PO-NG-7 ',
        dateFrom: '2024-01-01',
        dateTo: '2024-12-31',
      }),
    ).toMatchObject({
      status: 'Shipped',
      searchText: 'PO-NG-7',
      dateFrom: '2024-01-01',
      dateTo: '2024-12-31',
    });
    expect(isOrderQueryFiltered(DEFAULT_ORDER_QUERY)).toBe(false);
    expect(isOrderQueryFiltered({ ...DEFAULT_ORDER_QUERY, searchText: '   ' })).toBe(false);
    expect(isOrderQueryFiltered({ ...DEFAULT_ORDER_QUERY, dateTo: '2024-01-01' })).toBe(true);
  });
});

describe('the detail page link', () => {
  it('names the order by its number, on any detail page address', () => {
    expect(orderDetailHref('/order-detail', 'SO-100001')).toBe(
      '/order-detail?orderNumber=SO-100001',
    );
    expect(orderDetailHref('/detail/tpl-order-detail?x=1', 'SO 1&2')).toBe(
      '/detail/tpl-order-detail?x=1&orderNumber=SO%201%262',
    );
  });

  it('reads the order from the number, a record id or the confirmation token', () => {
    expect(orderLookupOf('?orderNumber=SO-100001')).toEqual({ orderNumber: 'SO-100001' });
    expect(orderLookupOf('?orderId=801Dn0000000Order1')).toEqual({ orderId: '801Dn0000000Order1' });
    expect(orderLookupOf('?recordId=Q-00001006')).toEqual({ orderId: 'Q-00001006' });
    expect(orderLookupOf('?token=abc')).toEqual({ confirmationToken: 'abc' });
    expect(orderLookupOf('?orderNumber=%20%20')).toBeNull();
    expect(orderLookupOf('')).toBeNull();
  });
});

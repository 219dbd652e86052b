import type { DocumentContent } from '../documents/documentContent';

type Json = Record<string, unknown>;

const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Money as the document shows it: the amount with two decimals and the ISO currency code. */
function amount(value: unknown, currency: string): string {
  const n = Number(value);
  return `${currency} ${(Number.isFinite(n) ? n : 0).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  })}`;
}

function addressText(address: unknown): string {
  const a = (address ?? {}) as Json;
  return [
    a.contactName,
    a.address,
    a.address2,
    [[a.city, a.state].filter(Boolean).join(', '), a.zip].filter(Boolean).join(' '),
    a.country,
  ]
    .map(text)
    .filter(Boolean)
    .join(', ');
}

/**
 * The order document (the quote document template's order copy): what the buyer files with the
 * PO: header, addresses, shipping, payment, every line and the totals, from getOrderDetails' JSON.
 */
export function orderDocumentContent(order: Json, accountName: string): DocumentContent {
  const currency = text(order.currency) || 'USD';
  const shipping = (order.shipping ?? {}) as Json;
  const payment = (order.payment ?? null) as Json | null;
  const lines = (order.lines ?? []) as Json[];
  const shipments = (order.shipments ?? []) as Json[];
  return {
    title: `Order ${text(order.orderNumber)}`,
    subtitle: `${accountName} · placed ${text(order.placedAt).slice(0, 10)} · status ${text(order.status)}`,
    sections: [
      {
        heading: 'Order',
        rows: [
          ['Order number', text(order.orderNumber)],
          ['Placed', `${text(order.placedAt).slice(0, 16).replace('T', ' ')} UTC`],
          ['Placed by', text(order.placedBy)],
          ['PO number', text(order.poNumber) || '—'],
          [
            'Payment',
            order.paymentMethod === 'Card'
              ? `Card ${text(payment?.cardBrand)} ending ${text(payment?.cardLast4)}`.trim()
              : 'On account terms (Net 30)',
          ],
        ],
      },
      {
        heading: 'Addresses',
        rows: [
          ['Ship to', addressText(order.shipping)],
          ['Bill to', addressText(order.billing)],
          [
            'Shipping',
            [shipping.carrier, shipping.service].map(text).filter(Boolean).join(' ') || '—',
          ],
        ],
      },
      {
        heading: 'Lines',
        rows: lines.map((line) => [
          `${text(line.lineNumber)}. ${text(line.sku)}`,
          `${text(line.title)} — ${text(line.qty)} × ${amount(line.unitPrice, currency)}${
            Number(line.discount) > 0 ? ` less ${text(line.discount)}%` : ''
          } = ${amount(line.totalPrice, currency)}`,
        ]),
      },
      {
        heading: 'Totals',
        rows: [
          ['Subtotal', amount(order.subtotal, currency)],
          ...(Number(order.discountTotal) > 0
            ? [['Discount', `− ${amount(order.discountTotal, currency)}`] as [string, string]]
            : []),
          ['Shipping', amount(order.shippingAmount, currency)],
          ['Tax', amount(order.taxAmount, currency)],
          ['Total', amount(order.total, currency)],
        ],
      },
      ...(shipments.length > 0
        ? [
            {
              heading: 'Shipments',
              rows: shipments.map((s): [string, string] => [
                `${text(s.carrier)} ${text(s.trackingNumber)}`,
                `shipped ${text(s.shippedAt).slice(0, 10)}${
                  s.deliveredAt ? `, delivered ${text(s.deliveredAt).slice(0, 10)}` : ''
                }`,
              ]),
            },
          ]
        : []),
    ],
  };
}

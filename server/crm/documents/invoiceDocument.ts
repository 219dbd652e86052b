import type { InvoiceDetails, InvoiceDocument } from '../../../schemas/billing/billingCalls';
import { DEMO_ORGANIZATION } from '../../shared/demo';
import type { DocumentContent } from './documentContent';
import { renderPdf } from './renderPdf';

/** Spec 001 section 5: blobs travel in chunks of 512 characters. */
export const DOCUMENT_CHUNK_SIZE = 512;

const moneyIn = (currency: string) => (value: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(value);

const addressLines = (address: InvoiceDetails['billTo']) =>
  [
    address.name,
    address.street,
    `${address.zip} ${address.city}, ${address.state}`,
    address.country,
  ]
    .filter((line) => line.trim() !== '')
    .join(', ');

/** What the invoice PDF says: header, addresses, lines, totals and the payments applied. */
export function invoiceDocumentContent(invoice: InvoiceDetails): DocumentContent {
  const money = moneyIn(invoice.currency);
  const isCredit = invoice.type === 'Credit Note';
  return {
    title: `${isCredit ? 'Credit note' : 'Invoice'} ${invoice.invoiceNumber}`,
    subtitle: `${invoice.accountName} · issued ${invoice.invoiceDate}${isCredit ? '' : ` · due ${invoice.dueDate}`}`,
    sections: [
      {
        heading: 'Details',
        rows: [
          ['Invoice number', invoice.invoiceNumber],
          ['Invoice date', invoice.invoiceDate],
          ...(isCredit ? [] : ([['Due date', invoice.dueDate]] as [string, string][])),
          ['Payment terms', invoice.paymentTerms],
          ['PO number', invoice.poNumber ?? '—'],
          ['Order number', invoice.orderNumber ?? '—'],
          ['Currency', invoice.currency],
        ],
      },
      {
        heading: 'Addresses',
        rows: [
          ['Bill to', addressLines(invoice.billTo)],
          ['Ship to', addressLines(invoice.shipTo)],
        ],
      },
      {
        heading: 'Lines',
        rows: invoice.lines.map((line): [string, string] => [
          `${line.lineNumber}. ${line.sku}`,
          `${line.description} — ${line.qty} × ${money(line.unitPrice)}${line.discount ? ` less ${line.discount}%` : ''} = ${money(line.amount)}`,
        ]),
      },
      {
        heading: 'Totals',
        rows: [
          ['Subtotal', money(invoice.subtotal)],
          ['Freight', money(invoice.freight)],
          [`Tax (${invoice.taxRate}%)`, money(invoice.taxAmount)],
          ['Total', money(invoice.total)],
          ['Payments and credits applied', money(invoice.total - invoice.balance)],
          ['Balance due', money(invoice.balance)],
        ],
      },
      ...(invoice.payments.length > 0
        ? [
            {
              heading: 'Payments applied',
              rows: invoice.payments.map((payment): [string, string] => [
                payment.date.slice(0, 10),
                `${payment.method}${payment.reference ? ` ${payment.reference}` : ''}${payment.cardLast4 ? ` ${payment.cardBrand ?? 'card'} ending ${payment.cardLast4}` : ''} (${payment.receiptNumber}): ${money(payment.amount)}`,
              ]),
            },
          ]
        : []),
      {
        heading: 'How to pay',
        paragraphs: [
          'Pay online in the customer portal (Billing > Invoices) by card, or by wire transfer quoting the invoice number to Cellaris Biosciences, account 000123456789, routing 011000138.',
        ],
      },
    ],
  };
}

/** The invoice's PDF as base64 in 512-character chunks (InvoiceDocument). */
export async function invoicePdfDocument(invoice: InvoiceDetails): Promise<InvoiceDocument> {
  const bytes = await renderPdf(invoiceDocumentContent(invoice), {
    author: DEMO_ORGANIZATION.name,
    // The invoice's own date, so the same invoice always gives the same bytes.
    created: new Date(`${invoice.invoiceDate}T12:00:00Z`),
  });
  const base64 = Buffer.from(bytes).toString('base64');
  const chunks: string[] = [];
  for (let at = 0; at < base64.length; at += DOCUMENT_CHUNK_SIZE)
    chunks.push(base64.slice(at, at + DOCUMENT_CHUNK_SIZE));
  return {
    fileName: `${invoice.invoiceNumber}.pdf`,
    contentType: 'application/pdf',
    size: bytes.byteLength,
    chunkSize: DOCUMENT_CHUNK_SIZE,
    chunks,
  };
}

import type { CpqBundle, CpqQuote } from '../../../schemas/cpq/cpqTypes';
import { quoteLines, quoteTotals, type QuoteLine } from '../../../schemas/cpq/cpqPricing';
import type { DocumentContent } from './documentContent';
import { renderPdf } from './renderPdf';

const SELLER = 'Cellaris Biosciences';

function money(value: number, currency: string): string {
  return `${currency} ${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

function priceNote(line: QuoteLine, currency: string): string {
  if (line.source === 'contract') return `contract price ${money(line.unitPrice, currency)}`;
  if (line.source === 'tier' && line.tier)
    return `${line.tier.percentOff}% volume price from ${line.tier.minQty}: ${money(line.unitPrice, currency)}`;
  return `list ${money(line.listPrice, currency)}`;
}

const DATE = (value: string) =>
  new Date(value).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });

/**
 * The quote document (PDF) of a CPQ quote: who it is for, the configuration line by line with
 * where each price comes from, the price breakdown, the discount and its approval, validity and
 * terms. Rendered with the order documents' renderPdf, dated by the quote's last change, so the
 * same quote always gives the same bytes.
 */
export function renderCpqQuoteDocument(facts: {
  quote: CpqQuote;
  bundle: CpqBundle;
  accountName: string;
  preparedFor: string;
  paymentTerms: string;
}): Promise<Uint8Array> {
  const { quote, bundle } = facts;
  const currency = quote.currency;
  const lines = quoteLines(bundle, quote.selection);
  const discount = quote.discount.state === 'Approved' ? quote.discount.percent : 0;
  const totals = quoteTotals(lines, discount);
  const approval =
    quote.discount.state === 'None'
      ? 'No discount requested'
      : `${quote.discount.percent}% ${quote.discount.state.toLowerCase()}${quote.discount.note ? ` (${quote.discount.note})` : ''}`;
  const content: DocumentContent = {
    title: `Quote ${quote.quoteNumber}`,
    subtitle: `${bundle.name} for ${facts.accountName}`,
    sections: [
      {
        heading: 'Quote',
        rows: [
          ['Quote number', quote.quoteNumber],
          ['Name', quote.name],
          ['Account', facts.accountName],
          ['Prepared for', facts.preparedFor],
          ['Date', DATE(quote.updatedAt)],
          ['Valid until', DATE(`${quote.validUntil}T00:00:00Z`)],
          ['Currency', currency],
        ],
      },
      {
        heading: 'Configuration',
        rows: lines.map((line): [string, string] => [
          `${line.qty} x ${line.sku}`,
          `${line.title}: ${money(line.netTotal, currency)} (${priceNote(line, currency)})`,
        ]),
      },
      {
        heading: 'Price breakdown',
        rows: [
          ['List price', money(totals.listTotal, currency)],
          ['Contract prices', `- ${money(totals.contractSavings, currency)}`],
          ['Volume pricing', `- ${money(totals.tierSavings, currency)}`],
          ['Subtotal', money(totals.subtotal, currency)],
          [`Discount (${discount}%)`, `- ${money(totals.discountAmount, currency)}`],
          ['Total', money(totals.total, currency)],
          ['Discount approval', approval],
        ],
      },
      {
        heading: 'Terms',
        paragraphs: [
          `Payment terms: ${facts.paymentTerms}. Prices exclude tax, shipping and installation travel outside the contiguous United States.`,
          'Service plans start at installation and are invoiced annually in advance. Instruments ship within 6 to 8 weeks of the order; installation and on-site training are included.',
          `This quote is valid until ${DATE(`${quote.validUntil}T00:00:00Z`)}. Order it from the portal (Make this the active cart) or quote ${quote.quoteNumber} on your purchase order.`,
        ],
      },
    ],
  };
  return renderPdf(content, { author: SELLER, created: new Date(quote.updatedAt) });
}

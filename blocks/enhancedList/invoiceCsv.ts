import Papa from 'papaparse';
import {
  INVOICE_CSV_FIELDS,
  invoiceCsvRow,
  saveDownload,
  type InvoiceSummary,
} from '../../runtime/blocks';

/**
 * The CSV file of invoices (papaparse, as the catalogue's export): one row per invoice with its
 * derived status. Cells a spreadsheet would run as a formula (=, +, -, @) are escaped.
 */
export function invoicesCsv(invoices: readonly InvoiceSummary[], today: string): string {
  return Papa.unparse(
    {
      fields: [...INVOICE_CSV_FIELDS],
      data: invoices.map((invoice) => invoiceCsvRow(invoice, today)),
    },
    // A leading =, +, @ or - starts a formula in a spreadsheet; a plain negative amount does not.
    { escapeFormulae: /^[=+@\t\r]|^-(?!\d+(\.\d+)?$)/ },
  );
}

/** Hands the CSV to the browser as a download. */
export function downloadCsv(csv: string, fileName: string): void {
  saveDownload(new Blob([csv], { type: 'text/csv;charset=utf-8' }), fileName);
}

import { COLUMN_HEADINGS } from './uploadColumns';
import type { UploadColumn } from './uploadTypes';

/** An order list (item number, quantity) or an antibody panel (marker, fluorochrome too). */
export type UploadTemplateKind = 'orderList' | 'panel';

const TEMPLATE_COLUMNS: Record<UploadTemplateKind, UploadColumn[]> = {
  orderList: ['itemNumber', 'quantity'],
  panel: ['itemNumber', 'quantity', 'marker', 'fluorochrome'],
};

/** Example rows: real catalogue items, so the template shows what a row looks like. */
const EXAMPLES: Record<UploadTemplateKind, string[][]> = {
  orderList: [
    ['CY-AB-10001', '2'],
    ['CY-BF-50001', '1'],
  ],
  panel: [
    ['CY-AB-10001', '1', 'CD4', 'FITC'],
    ['CY-AB-10002', '1', 'CD8a', 'PE'],
    ['CY-AB-10003', '1', 'CD45', 'APC'],
    ['CY-AB-10004', '1', 'CD3', 'PerCP-Cy5.5'],
  ],
};

/** The template's rows: its headings, then the example rows. */
export function templateRows(kind: UploadTemplateKind): string[][] {
  return [TEMPLATE_COLUMNS[kind].map((column) => COLUMN_HEADINGS[column]), ...EXAMPLES[kind]];
}

/** The file name of a template. */
export const templateFileName = (kind: UploadTemplateKind, format: 'csv' | 'xlsx'): string =>
  `${kind === 'panel' ? 'panel' : 'order-list'}-template.${format}`;

const csvCell = (value: string): string =>
  /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;

/** The CSV template, with a UTF-8 byte order mark so Excel opens it in the right encoding. */
export function templateCsv(kind: UploadTemplateKind): Blob {
  const text = templateRows(kind)
    .map((row) => row.map(csvCell).join(','))
    .join('\r\n');
  return new Blob([`\uFEFF${text}\r\n`], { type: 'text/csv;charset=utf-8' });
}

/**
 * The XLSX template through write-excel-file, loaded only when asked for: bold headings, the
 * item number column as text (Excel would otherwise turn some numbers into dates), quantities
 * as numbers.
 */
export async function templateXlsx(kind: UploadTemplateKind): Promise<Blob> {
  const { default: writeXlsxFile } = await import('write-excel-file/universal');
  const [headings = [], ...examples] = templateRows(kind);
  const data = [
    headings.map((value) => ({ value, fontWeight: 'bold' as const })),
    ...examples.map((row) =>
      row.map((value, index) =>
        index === 1 ? { value: Number(value), type: Number } : { value, type: String },
      ),
    ),
  ];
  return writeXlsxFile(data, {
    columns: headings.map((_, index) => ({ width: index === 0 ? 18 : 14 })),
    sheet: kind === 'panel' ? 'Panel' : 'Order list',
  }).toBlob();
}

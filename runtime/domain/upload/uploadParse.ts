import { decodeCsvBytes, looksLikeZip } from './uploadDecode';
import { MAX_UPLOAD_BYTES } from './uploadLimits';
import type { UploadSheet } from './uploadTypes';

/** A file the upload cannot read at all; the message says why and what to do. */
export class UploadFileError extends Error {
  override name = 'UploadFileError';
}

/** What the upload reads from a chosen file: its name and bytes (a File is one). */
export interface UploadFileInput {
  name: string;
  size: number;
  arrayBuffer(): Promise<ArrayBuffer>;
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** A cell as text: numbers as written (Excel keeps 12 as 12), dates as ISO dates. */
function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  return String(value);
}

/**
 * CSV through Papa Parse, loaded only now (docs/decisions.md, "Order upload"): quoted fields,
 * embedded line breaks, and the delimiter guessed (comma, semicolon from a European Excel, tab).
 */
async function readCsv(bytes: Uint8Array, fileName: string): Promise<UploadSheet> {
  const { text, note } = decodeCsvBytes(bytes);
  const { default: Papa } = await import('papaparse');
  const parsed = Papa.parse<string[]>(text, {
    skipEmptyLines: false,
    delimiter: delimiterOf(text),
  });
  const rows: UploadSheet['rows'] = [];
  // Papa Parse reports a final line break as one empty row: not a line of the file.
  const data =
    parsed.data.length > 0 && isEmptyRow(parsed.data[parsed.data.length - 1])
      ? parsed.data.slice(0, -1)
      : parsed.data;
  data.forEach((cells, index) => rows.push({ line: index + 1, cells: cells.map(cellText) }));
  return { fileName, format: 'csv', rows, notes: note ? [note] : [] };
}

const DELIMITERS = [',', ';', '\t', '|'] as const;

/**
 * The delimiter of the file: the one its first non-empty line uses most, outside quotes (a
 * comma, a semicolon from a European Excel, a tab from "Unicode text"). Papa Parse's own guess
 * needs several consistent lines, and an order list may have one.
 */
export function delimiterOf(text: string): string {
  const firstLine = text.split(/\r\n|\n|\r/).find((line) => line.trim() !== '') ?? '';
  const unquoted = firstLine.replace(/"[^"]*"/g, '');
  let best: string = ',';
  let bestCount = 0;
  for (const delimiter of DELIMITERS) {
    const count = unquoted.split(delimiter).length - 1;
    if (count > bestCount) {
      best = delimiter;
      bestCount = count;
    }
  }
  return best;
}

const isEmptyRow = (cells: readonly unknown[] | undefined): boolean =>
  !cells || cells.every((cell) => cellText(cell).trim() === '');

/** The first sheet of a workbook through read-excel-file, loaded only now. */
async function readXlsx(bytes: Uint8Array, fileName: string): Promise<UploadSheet> {
  const { readSheet } = await import('read-excel-file/universal');
  let data: unknown[][];
  try {
    data = await readSheet(
      bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    );
  } catch {
    throw new UploadFileError(
      `${fileName} could not be read as an Excel workbook: save it again as .xlsx, or as CSV.`,
    );
  }
  return {
    fileName,
    format: 'xlsx',
    rows: data.map((cells, index) => ({ line: index + 1, cells: cells.map(cellText) })),
    notes: [],
  };
}

/**
 * Reads an order list or panel file: .csv (or .txt) as text, .xlsx as a workbook (by its
 * content, so a renamed file still reads). Legacy .xls and other types are refused with what
 * to do; nothing is read beyond MAX_UPLOAD_BYTES.
 */
export async function readUploadFile(file: UploadFileInput): Promise<UploadSheet> {
  if (file.size > MAX_UPLOAD_BYTES)
    throw new UploadFileError(
      `${file.name} is ${megabytes(file.size)}; the upload reads files up to ${megabytes(MAX_UPLOAD_BYTES)}. Split it into smaller files.`,
    );
  if (file.size === 0) throw new UploadFileError(`${file.name} is empty.`);
  const bytes = new Uint8Array(await file.arrayBuffer());
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (looksLikeZip(bytes)) return readXlsx(bytes, file.name);
  if (extension === 'xls')
    throw new UploadFileError(
      `${file.name} is an Excel 97-2003 workbook: save it as .xlsx (Excel Workbook) or CSV and upload it again.`,
    );
  if (extension === 'xlsx')
    throw new UploadFileError(
      `${file.name} is not a valid Excel workbook: save it again as .xlsx.`,
    );
  if (['csv', 'txt', 'tsv', ''].includes(extension)) return readCsv(bytes, file.name);
  throw new UploadFileError(
    `${file.name} is not a CSV or Excel file: upload a .csv or .xlsx file (download the template).`,
  );
}
